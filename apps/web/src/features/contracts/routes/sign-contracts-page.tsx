import { ACCESS } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { PATHS } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useCan, useSession } from '../../auth/index.ts';
import {
  teamContractPdfHref,
  useCountersignContract,
  useDeclineMyContract,
  useMyContract,
  useMyContracts,
  useSignMyContract,
} from '../api/signing.ts';
import { SignContractList, signGroups } from '../components/SignContractList.tsx';
import { SignContractPanel } from '../components/SignContractPanel.tsx';

const CONTRACT_PARAM = 'contract';

/** The list of the team member's contracts; the owner's countersignatures first. */
function ContractList() {
  const { t } = useTranslation('contracts');
  const contracts = useMyContracts();
  const isOwner = useCan(ACCESS.owner);
  const { userData } = useSession();
  const groups = signGroups(contracts.data?.items ?? [], isOwner ? (userData?.email ?? null) : null);
  const count = groups.countersign.length + groups.toSign.length + groups.others.length;
  return (
    <QueryState query={contracts} isEmpty={count === 0} empty={t('sign.teamList.empty')}>
      <SignContractList
        groups={groups}
        openHref={(contract) =>
          `${PATHS.adminContractSign}?${CONTRACT_PARAM}=${encodeURIComponent(contract.id)}`
        }
        pdfHref={(contract) => teamContractPdfHref(contract.id)}
      />
    </QueryState>
  );
}

/** One contract: the team member signs it, or the owner countersigns it. */
function ContractToSignView({ id }: { id: string }) {
  const { t } = useTranslation('contracts');
  const toSign = useMyContract(id);
  const sign = useSignMyContract(id);
  const countersign = useCountersignContract(id);
  const decline = useDeclineMyContract(id);
  if (isApiError(toSign.error, 404) || isApiError(toSign.error, 400)) {
    return <Alert severity="warning">{t('sign.notFound')}</Alert>;
  }
  return (
    <QueryState query={toSign}>
      {toSign.data && (
        <>
          <PageHeading title={toSign.data.contract.title} />
          <SignContractPanel
            toSign={toSign.data}
            sign={(values) =>
              toSign.data.signAs === 'countersigner'
                ? countersign.mutateAsync(values)
                : sign.mutateAsync(values)
            }
            decline={(reason) => decline.mutateAsync(reason)}
            pdfHref={teamContractPdfHref(id)}
          />
        </>
      )}
    </QueryState>
  );
}

/**
 * /admin/business/contract/sign: a team member's own contracts (an expert's contractor agreement, a
 * staff member's), to read and sign; the owner also countersigns the agreements experts signed. One
 * contract opens at `?contract=<id>` (the address the notification and the email link to).
 */
export function SignContractsPage() {
  const { t } = useTranslation('contracts');
  const [params] = useSearchParams();
  const id = params.get(CONTRACT_PARAM) ?? '';
  if (id) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 800 }}>
        <Button component={RouterLink} to={PATHS.adminContractSign} sx={{ alignSelf: 'flex-start' }}>
          {t('sign.backToList')}
        </Button>
        <ContractToSignView key={id} id={id} />
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      <PageHeading title={t('sign.teamList.title')}>{t('sign.teamList.intro')}</PageHeading>
      <ContractList />
    </Stack>
  );
}
