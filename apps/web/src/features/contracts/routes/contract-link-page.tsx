import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import {
  contractLinkPdfHref,
  useContractLink,
  useDeclineContractLink,
  useSignContractLink,
} from '../api/signing.ts';
import { SignContractPanel } from '../components/SignContractPanel.tsx';

/** Answers that mean the link itself is no good (unknown, tampered with, expired or closed). */
const BAD_LINK = [400, 403, 404, 410];

/**
 * /contracts/sign/:token: the emailed signing link, no sign-in needed. The token in the address is the
 * key; a link that is not valid any more says so plainly and asks for a new one.
 */
export function ContractLinkPage() {
  const { t } = useTranslation('contracts');
  const { token = '' } = useParams();
  const toSign = useContractLink(token);
  const sign = useSignContractLink(token);
  const decline = useDeclineContractLink(token);
  if (token === '' || BAD_LINK.some((status) => isApiError(toSign.error, status))) {
    return (
      <Stack spacing={2}>
        <PageHeading title={t('sign.link.title')} />
        <Alert severity="error">{t('sign.link.invalid')}</Alert>
      </Stack>
    );
  }
  return (
    <QueryState query={toSign}>
      {toSign.data && (
        <Stack spacing={2}>
          <PageHeading title={toSign.data.contract.title} />
          <Typography color="text.secondary">
            {t('sign.link.intro', { studio: toSign.data.studioName })}
          </Typography>
          <SignContractPanel
            toSign={toSign.data}
            sign={(values) => sign.mutateAsync(values)}
            decline={(reason) => decline.mutateAsync(reason)}
            pdfHref={contractLinkPdfHref(token)}
          />
        </Stack>
      )}
    </QueryState>
  );
}
