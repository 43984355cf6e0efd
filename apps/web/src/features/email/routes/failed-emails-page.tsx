import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { DEFAULT_LIST_QUERY, type ListQuery } from '../../../lib/list-query.ts';
import { type FailedEmail, useFailedEmails, useRetryEmail } from '../api/email.ts';
import { EmailDeliveryNotice } from '../components/EmailDeliveryNotice.tsx';

/**
 * /admin/business/emails: the emails that could not be delivered (the mail server refused them, or
 * tries ran out), whom they were for and why, with "Send again" once the cause is fixed.
 */
export function FailedEmailsPage() {
  const { t } = useTranslation('email');
  const format = useFormat();
  const [query, setQuery] = useState<ListQuery>(DEFAULT_LIST_QUERY);
  const failed = useFailedEmails(query.page, query.pageSize);
  const retry = useRetryEmail();
  const [notice, setNotice] = useState<string | null>(null);

  const columns: DataTableColumn<FailedEmail>[] = [
    {
      field: 'failedAt',
      header: t('failed.columns.failedAt'),
      render: (row) => format.studioDateTime(row.failedAt),
    },
    {
      field: 'to',
      header: t('failed.columns.to'),
      render: (row) => (
        <Stack>
          {row.toName && <span>{row.toName}</span>}
          <Typography variant="body2" color="text.secondary" component="span" dir="ltr">
            {row.toEmail}
          </Typography>
        </Stack>
      ),
    },
    { field: 'subject', header: t('failed.columns.subject'), render: (row) => row.subject },
    {
      field: 'reason',
      header: t('failed.columns.reason'),
      render: (row) => (
        <Typography variant="body2" component="span" dir="ltr">
          {row.reason ?? '—'}
        </Typography>
      ),
    },
    {
      field: 'attempts',
      header: t('failed.columns.attempts'),
      align: 'right',
      render: (row) => row.attempts,
    },
    {
      field: 'actions',
      header: t('failed.columns.actions'),
      render: (row) => (
        <Button
          size="small"
          disabled={retry.isPending}
          aria-label={t('failed.retryFor', { email: row.toEmail })}
          onClick={() => {
            setNotice(null);
            retry.mutate(row.id, { onSuccess: () => setNotice(t('failed.queued', { email: row.toEmail })) });
          }}
        >
          {t('failed.retry')}
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={3}>
      <PageHeading title={t('failed.title')}>{t('failed.intro')}</PageHeading>
      <EmailDeliveryNotice />
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {retry.isError && <Alert severity="error">{t('failed.retryError')}</Alert>}
      <Card variant="outlined">
        <DataTable
          searchable={false}
          label={t('failed.title')}
          columns={columns}
          rows={failed.data?.items}
          total={failed.data?.total ?? 0}
          rowId={(row) => row.id}
          query={query}
          onQueryChange={setQuery}
          status={failed.status}
          fetching={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      </Card>
    </Stack>
  );
}
