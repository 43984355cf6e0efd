import type { Payee } from '@bmp/shared';
import { maskLast4 } from '@bmp/shared';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { type Notice, NoticeAlert } from '../../../components/NoticeAlert.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { EarningLinesSection, PayoutRunsSection, PayRatesSection } from '../../payouts/index.ts';
import { useBankAccount, usePayees, useRevealBankAccount, useRevealPayee } from '../api/money.ts';
import { BankAccountDialog } from '../components/BankAccountDialog.tsx';
import { PayeeDialog } from '../components/PayeeDialog.tsx';
import { RevealedNumbers } from '../components/RevealedNumbers.tsx';

type Revealed = { title: string; numbers: { label: string; value: string }[] };

// Numbers read left to right in every language (Arabic included).
const Digits = ({ children }: { children: string }) => <bdi dir="ltr">{children}</bdi>;

/** One line of the bank account's details: what it is, then its value. */
function Detail({ term, testId, children }: { term: string; testId?: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 2 }}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 180 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }} data-testid={testId}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * /admin/business/payee (principal only): the business's bank account and the payees it pays. Account
 * numbers and tax IDs show their last 4 digits; the full numbers only after an audited reveal.
 */
export function PayeePage() {
  const { t } = useTranslation('money');
  const [query, setQuery] = useListQuery();
  const payees = usePayees(query.page, query.pageSize, query.q);
  const bank = useBankAccount();
  const revealPayee = useRevealPayee();
  const revealBank = useRevealBankAccount();
  const [editingPayee, setEditingPayee] = useState<Payee | null | undefined>(undefined);
  const [editingBank, setEditingBank] = useState(false);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const showPayee = async (payee: Payee) => {
    setNotice(null);
    try {
      const numbers = await revealPayee.mutateAsync(payee.id);
      setRevealed({
        title: t('reveal.payeeTitle', { name: payee.name }),
        numbers: [
          { label: t('fields.taxId'), value: numbers.taxId },
          { label: t('fields.accountNumber'), value: numbers.accountNumber },
        ],
      });
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error) });
    }
  };
  const showBank = async () => {
    setNotice(null);
    try {
      const { accountNumber } = await revealBank.mutateAsync();
      setRevealed({
        title: t('reveal.bankTitle'),
        numbers: [{ label: t('fields.accountNumber'), value: accountNumber }],
      });
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error) });
    }
  };

  const columns: DataTableColumn<Payee>[] = [
    { field: 'name', header: t('columns.name'), render: (payee) => payee.name },
    {
      field: 'kind',
      header: t('columns.type'),
      render: (payee) => (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {t(`payeeKind.${payee.kind}`)}
          {payee.paidOutsideAch && <Chip size="small" variant="outlined" label={t('payees.outsideAch')} />}
        </Stack>
      ),
    },
    {
      field: 'taxId',
      header: t('fields.taxId'),
      render: (payee) => <Digits>{maskLast4(payee.taxIdLast4)}</Digits>,
    },
    {
      field: 'routingNumber',
      header: t('fields.routingNumber'),
      render: (payee) => <Digits>{payee.routingNumber}</Digits>,
    },
    {
      field: 'account',
      header: t('fields.accountNumber'),
      render: (payee) => (
        <>
          <Digits>{maskLast4(payee.accountLast4)}</Digits>
          {/* Checking is what an account is unless said otherwise; savings is the one worth a word. */}
          {payee.accountType === 'savings' && ` · ${t('accountType.savings')}`}
        </>
      ),
    },
    {
      field: 'actions',
      header: t('columns.actions'),
      render: (payee) => (
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button
            size="small"
            onClick={() => {
              setNotice(null);
              setEditingPayee(payee);
            }}
            aria-label={t('payees.editNamed', { name: payee.name })}
          >
            {t('edit')}
          </Button>
          <Button
            size="small"
            disabled={revealPayee.isPending}
            onClick={() => void showPayee(payee)}
            aria-label={t('reveal.payeeNamed', { name: payee.name })}
          >
            {t('reveal.button')}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={3}>
      <PageHeading title={t('payees.title')}>{t('payees.intro')}</PageHeading>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <Card component="section" aria-labelledby="bank-account-title" variant="outlined">
        <CardContent>
          <Typography id="bank-account-title" variant="h6" component="h2">
            {t('bank.title')}
          </Typography>
          {bank.status === 'success' ? (
            bank.data ? (
              <>
                <Stack component="dl" sx={{ mt: 1, mb: 0 }} spacing={0.5}>
                  <Detail term={t('fields.holderName')}>{bank.data.holderName}</Detail>
                  <Detail term={t('fields.routingNumber')}>
                    <Digits>{bank.data.routingNumber}</Digits>
                  </Detail>
                  <Detail term={t('fields.accountNumber')} testId="bank-account-masked">
                    <Digits>{maskLast4(bank.data.accountLast4)}</Digits>
                  </Detail>
                  {bank.data.ein !== null && (
                    <Detail term={t('fields.ein')}>
                      <Digits>{`${bank.data.ein.slice(0, 2)}-${bank.data.ein.slice(2)}`}</Digits>
                    </Detail>
                  )}
                  {bank.data.bankName !== null && (
                    <Detail term={t('fields.bankName')}>{bank.data.bankName}</Detail>
                  )}
                  {bank.data.immediateOrigin !== null && (
                    <Detail term={t('fields.immediateOrigin')}>
                      <Digits>{bank.data.immediateOrigin}</Digits>
                    </Detail>
                  )}
                </Stack>
                {(bank.data.ein === null || bank.data.bankName === null) && (
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {t('bank.achMissing')}
                  </Typography>
                )}
              </>
            ) : (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('bank.none')}
              </Typography>
            )
          ) : (
            <QueryState status={bank.status} error={bank.error} onRetry={() => void bank.refetch()} />
          )}
        </CardContent>
        {bank.status === 'success' && (
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button
              variant="outlined"
              onClick={() => {
                setNotice(null);
                setEditingBank(true);
              }}
            >
              {bank.data ? t('bank.change') : t('bank.set')}
            </Button>
            {bank.data && (
              <Button disabled={revealBank.isPending} onClick={() => void showBank()}>
                {t('reveal.bankButton')}
              </Button>
            )}
          </CardActions>
        )}
      </Card>
      <Stack component="section" spacing={2} aria-labelledby="payees-title">
        <Typography id="payees-title" variant="h6" component="h2">
          {t('payees.listTitle')}
        </Typography>
        <Card variant="outlined">
          <DataTable
            label={t('payees.listTitle')}
            columns={columns}
            rows={payees.data?.items}
            total={payees.data?.total ?? 0}
            rowId={(payee) => payee.id}
            query={query}
            onQueryChange={setQuery}
            status={payees.status}
            fetching={payees.isFetching}
            onRetry={() => void payees.refetch()}
            actions={
              <Button
                variant="contained"
                startIcon={<Add />}
                onClick={() => {
                  setNotice(null);
                  setEditingPayee(null);
                }}
              >
                {t('payees.add')}
              </Button>
            }
          />
        </Card>
      </Stack>
      <PayRatesSection />
      <EarningLinesSection />
      <PayoutRunsSection />
      {editingPayee !== undefined && (
        <PayeeDialog
          payee={editingPayee ?? undefined}
          onClose={() => setEditingPayee(undefined)}
          onSaved={(payee) => {
            setEditingPayee(undefined);
            setNotice({ severity: 'success', text: t('payees.saved', { name: payee.name }) });
          }}
        />
      )}
      {editingBank && (
        <BankAccountDialog
          account={bank.data ?? null}
          onClose={() => setEditingBank(false)}
          onSaved={() => {
            setEditingBank(false);
            setNotice({ severity: 'success', text: t('bank.saved') });
          }}
        />
      )}
      {revealed && <RevealedNumbers {...revealed} onClose={() => setRevealed(null)} />}
    </Stack>
  );
}
