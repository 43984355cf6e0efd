import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { readAsBase64 } from '../../../lib/read-file.ts';
import { type ContractVerification, useVerifyContract } from '../api/contracts.ts';

/** The API takes a PDF of at most 2 MB to compare (contractVerifySchema). */
const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

type Check = { label: string; value: boolean | null; ok: string; bad: string; none?: string };

/**
 * Verify: the server recomputes the record's hash chain, the text's hash and the stored PDF's; with a
 * PDF chosen (one a signer sent back, say) it also says whether that file is the stored one, byte for
 * byte.
 */
export function ContractVerifyPanel({ contractId, hasPdf }: { contractId: string; hasPdf: boolean }) {
  const { t } = useTranslation('contracts');
  const verify = useVerifyContract(contractId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const inputId = useId();
  const result: ContractVerification | undefined = verify.data;

  const run = async () => {
    setFileError(null);
    if (file && file.size > UPLOAD_MAX_BYTES) {
      setFileError(t('verify.tooLarge'));
      return;
    }
    verify.mutate(file ? await readAsBase64(file) : null);
  };

  const checks: Check[] = result
    ? [
        {
          label: t('verify.chain'),
          value: result.chainValid,
          ok: t('verify.chainValid'),
          bad:
            result.brokenAtSeq === null
              ? t('verify.chainEmpty')
              : t('verify.chainBroken', { seq: result.brokenAtSeq }),
        },
        {
          label: t('verify.document'),
          value: result.documentValid,
          ok: t('verify.documentValid'),
          bad: t('verify.documentBroken'),
        },
        {
          label: t('verify.pdf'),
          value: result.pdfValid,
          ok: t('verify.pdfValid'),
          bad: t('verify.pdfBroken'),
          none: t('verify.noPdf'),
        },
        {
          label: t('verify.upload'),
          value: result.uploadMatches,
          ok: t('verify.uploadMatches'),
          bad: t('verify.uploadDiffers'),
          none: t('verify.noUpload'),
        },
      ]
    : [];

  return (
    <Stack spacing={1} data-testid="contract-verify">
      <Typography color="text.secondary">{t('verify.intro')}</Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {hasPdf && (
          <Button component="label" htmlFor={inputId} variant="outlined" size="small">
            {t('verify.choose')}
            <input
              id={inputId}
              type="file"
              accept="application/pdf"
              hidden
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                verify.reset();
              }}
            />
          </Button>
        )}
        {file && (
          <>
            <Typography variant="body2">{t('verify.chosen', { name: file.name })}</Typography>
            <Button size="small" onClick={() => setFile(null)}>
              {t('verify.clear')}
            </Button>
          </>
        )}
        <Button variant="contained" size="small" onClick={() => void run()} disabled={verify.isPending}>
          {t('verify.run')}
        </Button>
      </Stack>
      <FormAlert>{fileError ?? (verify.error ? errorMessage(verify.error) : null)}</FormAlert>
      {result && (
        <Stack component="ul" role="status" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.5 }}>
          {checks.map((check) => (
            <Alert
              key={check.label}
              component="li"
              severity={check.value === null ? 'info' : check.value ? 'success' : 'error'}
              sx={{ py: 0 }}
            >
              <strong>{check.label}:</strong>{' '}
              {check.value === null ? check.none : check.value ? check.ok : check.bad}
            </Alert>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
