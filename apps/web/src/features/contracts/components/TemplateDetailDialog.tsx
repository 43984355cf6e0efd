import { LOCALES, type Locale } from '@bmp/shared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { LANGUAGE_NAMES } from '../../../i18n/locales.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { type ContractTemplateDetail, useContractTemplate } from '../api/contracts.ts';
import { ContractText } from './ContractText.tsx';
import { TemplatePublishForm } from './TemplatePublishForm.tsx';

type Version = ContractTemplateDetail['versions'][number];

/**
 * One template: what it is, its versions (who wrote each, when, which is published) and the text of
 * the one chosen, in each language it is written in. The owner edits it (a new version) and publishes
 * a draft from here; admins read it.
 */
export function TemplateDetailDialog({
  templateId,
  canWrite,
  onEdit,
  onClose,
}: {
  templateId: string;
  canWrite: boolean;
  onEdit: (template: ContractTemplateDetail) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('contracts');
  const template = useContractTemplate(templateId);
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{template.data?.name ?? t('templates.title')}</DialogTitle>
      <DialogContent>
        <QueryState query={template}>
          {template.data && <TemplateDetail template={template.data} canWrite={canWrite} />}
        </QueryState>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        {canWrite && template.data && (
          <Button variant="contained" onClick={() => template.data && onEdit(template.data)}>
            {t('templates.edit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function TemplateDetail({ template, canWrite }: { template: ContractTemplateDetail; canWrite: boolean }) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const [shown, setShown] = useState(template.publishedVersion ?? template.latestVersion);
  const version = template.versions.find((item) => item.version === shown) ?? template.versions[0];
  const hasDraft = template.latestVersion > (template.publishedVersion ?? 0);

  const columns: DataTableColumn<Version>[] = [
    {
      field: 'version',
      header: t('templates.version'),
      render: (row) => t('templates.versionN', { version: row.version }),
    },
    {
      field: 'createdAt',
      header: t('templates.written'),
      render: (row) => format.studioDateTime(row.createdAt),
    },
    { field: 'createdBy', header: t('templates.by'), render: (row) => row.createdBy },
    {
      field: 'publishedAt',
      header: t('templates.state'),
      render: (row) =>
        row.publishedAt ? (
          <>
            {t('templates.publishedOn', { date: format.date(row.publishedAt) })}
            {row.version === template.publishedVersion && (
              <Chip
                size="small"
                sx={{ marginInlineStart: 1 }}
                label={t('templates.current')}
                color="success"
              />
            )}
            {row.requireResign && (
              <Typography variant="body2" color="text.secondary">
                {t('templates.resignAsked')}
              </Typography>
            )}
          </>
        ) : (
          t('templates.draft')
        ),
    },
    {
      field: 'show',
      header: t('templates.text'),
      render: (row) => (
        <Button
          size="small"
          onClick={() => setShown(row.version)}
          disabled={row.version === version?.version}
          aria-label={t('templates.showTextOf', { version: row.version })}
        >
          {row.version === version?.version ? t('templates.shown') : t('templates.showText')}
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" label={t(`kinds.${template.kind}`)} />
        {template.requiredWaiver && (
          <Chip size="small" color="warning" label={t('templates.requiredMarker')} />
        )}
        <Typography color="text.secondary">
          {template.publishedVersion === null
            ? t('templates.notPublished')
            : t('templates.issuedFrom', { version: template.publishedVersion })}
          {' · '}
          {t('templates.issuedCount', { count: template.issuedCount })}
        </Typography>
      </Stack>
      {!canWrite && <Typography color="text.secondary">{t('templates.readOnly')}</Typography>}
      {canWrite && hasDraft && <TemplatePublishForm key={template.latestVersion} template={template} />}
      <DataTable<Version>
        label={t('templates.versions')}
        size="small"
        columns={columns}
        rows={[...template.versions].sort((a, b) => b.version - a.version)}
        rowId={(row) => String(row.version)}
        selectedId={version ? String(version.version) : null}
        status="success"
      />
      {version && <VersionText key={version.version} version={version} />}
    </Stack>
  );
}

/** A version's text in each language it has, a tab each. */
function VersionText({ version }: { version: Version }) {
  const { t } = useTranslation('contracts');
  const languages = LOCALES.filter((locale) => version.bodies[locale].trim() !== '');
  const [language, setLanguage] = useState<Locale>(languages[0] ?? 'en');
  // The text itself is the region, named like the heading over it.
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {t('templates.textOf', { version: version.version })}
      </Typography>
      {languages.length > 1 && (
        <Tabs
          value={language}
          onChange={(_event, next: Locale) => setLanguage(next)}
          aria-label={t('templates.languages')}
        >
          {languages.map((locale) => (
            <Tab key={locale} value={locale} label={LANGUAGE_NAMES[locale]} />
          ))}
        </Tabs>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ContractText
          body={version.bodies[language]}
          language={language}
          label={t('templates.textOf', { version: version.version })}
        />
      </Paper>
    </Stack>
  );
}
