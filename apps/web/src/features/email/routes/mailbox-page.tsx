import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { DEFAULT_LIST_QUERY, type ListQuery } from '../../../lib/list-query.ts';
import { useSession } from '../../auth/index.ts';
import { type MailboxEmail, useMailbox, useMailSettings } from '../api/email.ts';

const LINK = /(https?:\/\/[^\s<>"]+)/g;

/** An email's text as a mail program shows it: its lines kept, its addresses clickable. */
function EmailText({ text }: { text: string }) {
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
      {text.split(LINK).map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
          <Link key={index} href={part} dir="ltr">
            {part}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </Typography>
  );
}

/**
 * /mailbox: the emails sent to the signed-in person, while the platform does not deliver email (or in
 * the demo). Only their own: reset and invitation links reach nobody else (decisions/0035-mailbox.md).
 */
export function MailboxPage() {
  const { t } = useTranslation('email');
  const format = useFormat();
  const { userData } = useSession();
  const settings = useMailSettings();
  const [query, setQuery] = useState<ListQuery>(DEFAULT_LIST_QUERY);
  const mailbox = useMailbox(userData?.id ?? '', query.page, query.pageSize);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = mailbox.data?.items.find((email) => email.id === openId) ?? null;

  const columns: DataTableColumn<MailboxEmail>[] = [
    {
      field: 'createdAt',
      header: t('mailbox.columns.received'),
      render: (row) => format.studioDateTime(row.createdAt),
    },
    {
      field: 'subject',
      header: t('mailbox.columns.subject'),
      render: (row) => (
        <Button
          size="small"
          sx={{ textAlign: 'start', textTransform: 'none' }}
          aria-pressed={row.id === openId}
          onClick={() => setOpenId(row.id)}
        >
          {row.subject}
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={3}>
      <PageHeading title={t('mailbox.title')}>
        {t('mailbox.intro', { email: userData?.email ?? '' })}
      </PageHeading>
      {settings.data?.mailbox === false && <Alert severity="info">{t('mailbox.delivered')}</Alert>}
      <Card variant="outlined">
        <DataTable
          searchable={false}
          label={t('mailbox.title')}
          columns={columns}
          rows={mailbox.data?.items}
          total={mailbox.data?.total ?? 0}
          rowId={(row) => row.id}
          query={query}
          onQueryChange={setQuery}
          status={mailbox.status}
          fetching={mailbox.isFetching}
          onRetry={() => void mailbox.refetch()}
        />
      </Card>
      {open && (
        <Card variant="outlined" component="article" aria-labelledby="mailbox-open-subject">
          <CardContent>
            <Typography id="mailbox-open-subject" variant="h6" component="h2">
              {open.subject}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('mailbox.to', {
                email: open.toEmail,
                date: format.studioDateTime(open.createdAt),
              })}
            </Typography>
            <EmailText text={open.textBody} />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
