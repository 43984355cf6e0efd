import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { PATHS } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { myContractPdfHref, useDeclineMyContract, useMyContract, useSignMyContract } from '../api/signing.ts';
import { SignContractPanel } from '../components/SignContractPanel.tsx';

/**
 * /members/contracts/:id: one contract to read and sign (as the member, or as a dependant's guardian),
 * or, once signed, declined or closed, where it stands with its text and the signed PDF.
 */
export function MemberContractPage() {
  const { t } = useTranslation('contracts');
  const { id = '' } = useParams();
  const toSign = useMyContract(id);
  const sign = useSignMyContract(id);
  const decline = useDeclineMyContract(id);
  const back = (
    <Button component={RouterLink} to={PATHS.memberContracts} sx={{ alignSelf: 'flex-start' }}>
      {t('sign.backToList')}
    </Button>
  );
  if (isApiError(toSign.error, 404) || isApiError(toSign.error, 400)) {
    return (
      <Stack spacing={2}>
        <PageHeading title={t('sign.notFoundTitle')} />
        <Alert severity="warning">{t('sign.notFound')}</Alert>
        {back}
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      {back}
      <QueryState query={toSign}>
        {toSign.data && (
          <>
            <PageHeading title={toSign.data.contract.title} />
            <SignContractPanel
              toSign={toSign.data}
              sign={(values) => sign.mutateAsync(values)}
              decline={(reason) => decline.mutateAsync(reason)}
              pdfHref={myContractPdfHref(id)}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
