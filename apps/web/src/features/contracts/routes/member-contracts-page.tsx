import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { myContractPdfHref, useMyContracts } from '../api/signing.ts';
import { SignContractList, signGroups } from '../components/SignContractList.tsx';

/** /members/contracts: the member's contracts, those to sign first, with the signed PDFs to download. */
export function MemberContractsPage() {
  const { t } = useTranslation('contracts');
  const contracts = useMyContracts();
  const groups = signGroups(contracts.data?.items ?? []);
  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      <PageHeading title={t('sign.memberList.title')}>{t('sign.memberList.intro')}</PageHeading>
      <QueryState
        query={contracts}
        isEmpty={groups.toSign.length + groups.others.length === 0}
        empty={t('sign.memberList.empty')}
      >
        <SignContractList
          groups={groups}
          openHref={(contract) => href(PATHS.memberContract, { id: contract.id })}
          pdfHref={(contract) => myContractPdfHref(contract.id)}
        />
      </QueryState>
    </Stack>
  );
}
