import type {
  CustomerImportError,
  CustomerImportPreview,
  CustomerImportResult,
  CustomerImportRow,
} from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PATHS } from '../../../config/paths.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { GrantList } from '../../money/index.ts';
import { fileAsBase64, useImportCustomers, usePreviewCustomerImport } from '../api/customer-import.ts';

const importResolver = lazyZodResolver((shared) => shared.customerImportInputSchema);

type ImportForm = { file: string };

const VISUALLY_HIDDEN = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

/**
 * /admin/customers/import (decision 0065): choose a CSV → the preview (customers to create, errors by
 * line and column) → "Import N customers" only when the file is clean → what was imported.
 */
export function CustomerImportPage() {
  const { t } = useTranslation('customerImport');
  const preview = usePreviewCustomerImport();
  const importing = useImportCustomers();
  const [fileName, setFileName] = useState<string | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const form = useForm<ImportForm>({ resolver: importResolver, defaultValues: { file: '' } });
  const fileError = form.formState.errors.file?.message;

  const onPreview = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await preview.mutateAsync(values);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['file']));
    }
  });

  const onImport = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await importing.mutateAsync(values);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['file']));
    }
  });

  async function chooseFile(file: File | undefined) {
    if (!file) return;
    importResolver.preload();
    preview.reset();
    importing.reset();
    form.clearErrors();
    setFileName(file.name);
    form.setValue('file', await fileAsBase64(file));
    await onPreview();
  }

  function startAgain() {
    preview.reset();
    importing.reset();
    form.reset();
    setFileName(null);
    setGeneralError(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  const busy = form.formState.isSubmitting;
  return (
    <Stack spacing={3}>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <Typography color="text.secondary">{t('rules')}</Typography>

      {importing.data ? (
        <ImportDone result={importing.data} onAgain={startAgain} />
      ) : (
        <Card variant="outlined" sx={{ p: 2 }}>
          <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant={preview.data ? 'outlined' : 'contained'} component="label" disabled={busy}>
                {preview.data || fileError ? t('chooseAnother') : t('chooseFile')}
                {/* Visually hidden, not display:none, so the button (a label) keeps it reachable by keyboard. */}
                <input
                  ref={inputRef}
                  type="file"
                  accept=".csv,text/csv"
                  style={VISUALLY_HIDDEN}
                  aria-label={t('fileLabel')}
                  aria-invalid={fileError ? true : undefined}
                  aria-describedby={fileError ? 'customer-import-file-error' : undefined}
                  onChange={(event) => void chooseFile(event.target.files?.[0])}
                />
              </Button>
              {fileName && <Typography>{t('chosen', { name: fileName })}</Typography>}
              {busy && (
                <Typography role="status">{importing.isPending ? t('importing') : t('reading')}</Typography>
              )}
            </Stack>
            {fileError && (
              <FormHelperText
                id="customer-import-file-error"
                error
                role="alert"
                sx={{ mt: 1, fontSize: '1rem' }}
              >
                {fileError}
              </FormHelperText>
            )}
          </Box>
          <FormAlert>{generalError}</FormAlert>
        </Card>
      )}

      {preview.data && !importing.data && (
        <PreviewResult preview={preview.data} busy={busy} onImport={() => void onImport()} />
      )}

      <Box>
        <Button component={RouterLink} to={PATHS.adminCustomersList}>
          {t('backToCustomers')}
        </Button>
      </Box>
    </Stack>
  );
}

/** An alert that takes the focus when it appears, so a screen reader reads it and the keyboard starts there. */
function FocusedAlert({
  severity,
  children,
}: {
  severity: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} tabIndex={-1} severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
      {children}
    </Alert>
  );
}

function PreviewResult({
  preview,
  busy,
  onImport,
}: {
  preview: CustomerImportPreview;
  busy: boolean;
  onImport: () => void;
}) {
  const { t } = useTranslation('customerImport');
  const clean = preview.errorCount === 0;

  const errorColumns: DataTableColumn<CustomerImportError>[] = [
    { field: 'line', header: t('columns.line'), align: 'right', render: (error) => error.line },
    { field: 'field', header: t('columns.field'), render: (error) => error.field },
    { field: 'message', header: t('columns.problem'), render: (error) => error.message },
  ];
  const rowColumns: DataTableColumn<CustomerImportRow>[] = [
    { field: 'line', header: t('columns.line'), align: 'right', render: (row) => row.line },
    { field: 'fullName', header: t('columns.name'), render: (row) => row.fullName },
    { field: 'email', header: t('columns.email'), render: (row) => row.email },
    { field: 'phone', header: t('columns.phone'), render: (row) => row.phone ?? '—' },
    { field: 'language', header: t('columns.language'), render: (row) => row.language ?? '—' },
    {
      field: 'credits',
      header: t('columns.credits'),
      render: (row) => (row.credits.length > 0 ? <GrantList grants={row.credits} inline /> : '—'),
    },
  ];

  return (
    <Stack spacing={2}>
      {!clean ? (
        <FocusedAlert severity="error">
          {t('errorsSummary', { count: preview.errorCount })}
          {preview.errors.length < preview.errorCount &&
            ` ${t('errorsListed', { listed: preview.errors.length })}`}
        </FocusedAlert>
      ) : preview.toCreate.length > 0 ? (
        <FocusedAlert severity="info">{t('ready', { count: preview.toCreate.length })}</FocusedAlert>
      ) : (
        <FocusedAlert severity="info">{t('nothingToCreate')}</FocusedAlert>
      )}

      {!clean && (
        <Card variant="outlined">
          <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
            {t('errorsTable')}
          </Typography>
          <DataTable
            label={t('errorsTable')}
            columns={errorColumns}
            rows={preview.errors}
            rowId={(error) => `${error.line}-${error.field}`}
            status="success"
            rowData={(error) => ({ 'data-line': String(error.line), 'data-field': error.field })}
          />
        </Card>
      )}

      {preview.alreadyCustomers.length > 0 && (
        <Alert severity="info" role="status">
          {t('alreadyCustomers', {
            count: preview.alreadyCustomers.length,
            lines: preview.alreadyCustomers.map((row) => row.line).join(', '),
          })}
        </Alert>
      )}
      {preview.ignoredColumns.length > 0 && (
        <Typography color="text.secondary">
          {t('ignoredColumns', { columns: preview.ignoredColumns.join(', ') })}
        </Typography>
      )}

      {clean && preview.toCreate.length > 0 && (
        <Box>
          <Button variant="contained" onClick={onImport} disabled={busy}>
            {t('import', { count: preview.toCreate.length })}
          </Button>
        </Box>
      )}

      {preview.toCreate.length > 0 && (
        <Card variant="outlined">
          <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
            {t('toCreateTable')}
          </Typography>
          <DataTable
            label={t('toCreateTable')}
            columns={rowColumns}
            rows={preview.toCreate}
            rowId={(row) => String(row.line)}
            status="success"
          />
        </Card>
      )}
    </Stack>
  );
}

function ImportDone({ result, onAgain }: { result: CustomerImportResult; onAgain: () => void }) {
  const { t } = useTranslation('customerImport');
  return (
    <Stack spacing={2}>
      <FocusedAlert severity="success">
        {t('done', { count: result.created })}
        {result.credits.length > 0 && (
          <>
            {' '}
            {t('doneCredits')} <GrantList grants={result.credits} inline />.
          </>
        )}
        {result.alreadyCustomers > 0 && ` ${t('doneAlready', { count: result.alreadyCustomers })}`}
      </FocusedAlert>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" component={RouterLink} to={PATHS.adminCustomersList}>
          {t('seeCustomers')}
        </Button>
        <Button onClick={onAgain}>{t('importAnother')}</Button>
      </Stack>
    </Stack>
  );
}
