import {
  ACCESS,
  type EarningLine,
  type Locale,
  type PayoutRunDetail,
  type PayoutRunPayee,
} from '@bmp/shared';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormSelectField, FormTextArea } from '../../../components/FormFields.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { supportedLocale } from '../../../i18n/locales.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { apiHref } from '../../../lib/api-client.ts';
import { applyServerErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useCan } from '../../auth/index.ts';
import { useApprovePayoutRun, usePayoutRun, usePayPayoutRun, useVoidPayoutRun } from '../api/payout-runs.ts';
import { dayText } from '../lib/run-text.ts';
import { RunStatusChip } from './RunStatusChip.tsx';

// Numbers read left to right in every language (Arabic included).
const Digits = ({ children }: { children: string }) => <bdi dir="ltr">{children}</bdi>;

/** One payee of the run: their name, account, total, each line, and their statement once approved. */
function PayeeBlock({ run, payee, lang }: { run: PayoutRunDetail; payee: PayoutRunPayee; lang: Locale }) {
  const { t } = useTranslation('payouts');
  const format = useFormat();
  const headingId = useId();
  const statementReady = run.status === 'approved' || run.status === 'paid';
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1} sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {payee.name}
        </Typography>
        <Typography data-testid="payee-total" sx={{ fontWeight: 600 }}>
          {format.money(payee.totalCents)}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {payee.paidOutsideAch ? (
            t('detail.byCheque')
          ) : (
            <>
              {t('detail.account')} <Digits>{`•••• ${payee.accountLast4}`}</Digits>
            </>
          )}
        </Typography>
        {statementReady && (
          <Button
            size="small"
            startIcon={<Download />}
            href={apiHref('/api/payout-runs/{id}/statements/{payeeId}', {
              path: { id: run.id, payeeId: payee.payeeId },
              query: { lang },
            })}
            download
            aria-label={t('detail.statementOf', { name: payee.name })}
          >
            {t('detail.statement')}
          </Button>
        )}
      </Stack>
      <DataTable<EarningLine>
        label={t('detail.linesOf', { name: payee.name })}
        size="small"
        rows={payee.lines}
        rowId={(line) => line.id}
        status="success"
        columns={[
          { field: 'earnedOn', header: t('lines.date'), render: (line) => dayText(format, line.earnedOn) },
          { field: 'description', header: t('lines.description'), render: (line) => line.description },
          {
            field: 'attendees',
            header: t('lines.attendees'),
            align: 'right',
            render: (line) => (line.attendees === null ? '—' : format.number(line.attendees)),
          },
          {
            field: 'amount',
            header: t('lines.amount'),
            align: 'right',
            render: (line) => format.money(line.amountCents),
          },
        ]}
      />
    </Stack>
  );
}

/** Void a draft or approved run, with the reason (its lines go back to unpaid). */
function VoidDialog({ runId, onClose, onDone }: { runId: string; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('payouts');
  const voidRun = useVoidPayoutRun();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setGeneralError(null);
    try {
      await voidRun.mutateAsync({ id: runId, reason });
      onDone();
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['reason']));
    }
  });
  return (
    <DialogForm
      title={t('detail.voidTitle')}
      submitLabel={t('detail.void')}
      closeLabel={t('cancel')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      destructive
    >
      <Typography color="text.secondary">{t('detail.voidIntro')}</Typography>
      <FormAlert>{generalError}</FormAlert>
      <FormTextArea control={form.control} name="reason" label={t('detail.reason')} rows={3} required />
    </DialogForm>
  );
}

/** Mark an approved run paid: the ACH file went to the bank, and where the cheques' money came from. */
function PayDialog({
  run,
  onClose,
  onDone,
}: {
  run: PayoutRunDetail;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('payouts');
  const pay = usePayPayoutRun();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<{ outsideAchFrom: 'bank' | 'cash_drawer' }>({
    defaultValues: { outsideAchFrom: 'bank' },
  });
  const cheques = run.payees.some((payee) => payee.paidOutsideAch);
  const onSubmit = form.handleSubmit(async ({ outsideAchFrom }) => {
    setGeneralError(null);
    try {
      await pay.mutateAsync({ id: run.id, outsideAchFrom });
      onDone();
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['outsideAchFrom']));
    }
  });
  return (
    <DialogForm
      title={t('detail.payTitle', { number: run.number })}
      submitLabel={t('detail.markPaid')}
      closeLabel={t('cancel')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Typography color="text.secondary">{t('detail.payIntro')}</Typography>
      <FormAlert>{generalError}</FormAlert>
      {cheques && (
        <FormSelectField
          control={form.control}
          name="outsideAchFrom"
          label={t('detail.chequesFrom')}
          required
          options={[
            { value: 'bank', label: t('detail.fromBank') },
            { value: 'cash_drawer', label: t('detail.fromCashDrawer') },
          ]}
        />
      )}
    </DialogForm>
  );
}

/**
 * A payout run (docs/decisions/0059-earnings-and-payout-runs.md): each payee's total and lines,
 * those paid by cheque apart, what was left out and why, and what can be done in its status: approve
 * a draft, void a draft or an approved run with a reason, mark an approved run paid; download the
 * bank's NACHA file (owner), the CSV and each payee's statement.
 */
export function PayoutRunDialog({ runId, onClose }: { runId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('payouts');
  const format = useFormat();
  const titleId = useId();
  const owner = useCan(ACCESS.owner);
  const detail = usePayoutRun(runId);
  const approve = useApprovePayoutRun();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [step, setStep] = useState<'void' | 'pay' | null>(null);
  const lang = supportedLocale(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  const run = detail.data;

  const approveRun = async () => {
    if (!run) return;
    setError(null);
    setNotice(null);
    try {
      await approve.mutateAsync(run.id);
      setNotice(t('detail.approved', { number: run.number }));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const byAch = run?.payees.filter((payee) => !payee.paidOutsideAch) ?? [];
  const byCheque = run?.payees.filter((payee) => payee.paidOutsideAch) ?? [];
  const files = run && (run.status === 'approved' || run.status === 'paid');

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>
        {run ? t('detail.title', { number: run.number }) : t('detail.loading')}
      </DialogTitle>
      <DialogContent>
        {!run ? (
          <QueryState query={detail} compact />
        ) : (
          <>
            <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <RunStatusChip status={run.status} />
              <Typography>
                {t('runs.periodValue', {
                  from: dayText(format, run.periodFrom),
                  until: dayText(format, run.periodUntil),
                })}
              </Typography>
              <Typography sx={{ fontWeight: 600 }} data-testid="run-total">
                {t('detail.total', { amount: format.money(run.totalCents) })}
              </Typography>
            </Stack>
            {run.voidReason && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('detail.voidedBecause', { reason: run.voidReason })}
              </Typography>
            )}
            <FormAlert severity="success">{notice}</FormAlert>
            <FormAlert>{error}</FormAlert>
            {run.payees.length === 0 && (
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                {t('detail.noPayees')}
              </Typography>
            )}
            {byAch.map((payee) => (
              <PayeeBlock key={payee.payeeId} run={run} payee={payee} lang={lang} />
            ))}
            {byCheque.length > 0 && (
              <>
                <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
                  {t('detail.outsideAch')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('detail.outsideAchIntro')}
                </Typography>
                {byCheque.map((payee) => (
                  <PayeeBlock key={payee.payeeId} run={run} payee={payee} lang={lang} />
                ))}
              </>
            )}
            {run.leftOut.length > 0 && (
              <>
                <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
                  {t('detail.leftOut')}
                </Typography>
                <List dense aria-label={t('detail.leftOut')}>
                  {run.leftOut.map((left) => (
                    <ListItem key={left.expertId} divider>
                      <ListItemText
                        primary={`${left.expertName} · ${format.money(left.totalCents)}`}
                        secondary={t(`detail.leftOutReason.${left.reason}`, { count: left.lines })}
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {run && (
          <Button href={apiHref('/api/payout-runs/{id}/csv', { path: { id: run.id } })} download>
            {t('detail.csv')}
          </Button>
        )}
        {run && files && owner && (
          <Button href={apiHref('/api/payout-runs/{id}/nacha', { path: { id: run.id } })} download>
            {t('detail.nacha')}
          </Button>
        )}
        {run && owner && (run.status === 'draft' || run.status === 'approved') && (
          <Button color="error" onClick={() => setStep('void')}>
            {t('detail.void')}
          </Button>
        )}
        {run && owner && run.status === 'approved' && (
          <Button variant="contained" onClick={() => setStep('pay')}>
            {t('detail.markPaid')}
          </Button>
        )}
        {run && owner && run.status === 'draft' && (
          <Button variant="contained" disabled={approve.isPending} onClick={() => void approveRun()}>
            {t('detail.approve')}
          </Button>
        )}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
      {run && step === 'void' && (
        <VoidDialog
          runId={run.id}
          onClose={() => setStep(null)}
          onDone={() => {
            setStep(null);
            setNotice(t('detail.voided', { number: run.number }));
          }}
        />
      )}
      {run && step === 'pay' && (
        <PayDialog
          run={run}
          onClose={() => setStep(null)}
          onDone={() => {
            setStep(null);
            setNotice(t('detail.paid', { number: run.number }));
          }}
        />
      )}
    </Dialog>
  );
}
