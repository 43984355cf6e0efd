import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useSession } from '../../auth/index.ts';
import { useExperts } from '../../studio/index.ts';
import { AvailabilityEditor } from '../components/AvailabilityEditor.tsx';

/** /admin/provider/availability: the signed-in expert's own weekly hours and time off. */
export function MyAvailabilityPage() {
  const { t } = useTranslation('booking');
  const { userData } = useSession();
  const experts = useExperts();
  // The session names the person, not their expert membership; the studio's expert list does.
  const mine = experts.data?.filter((expert) => expert.name === userData?.fullName) ?? [];
  return (
    <>
      <PageHeading title={t('availability.myTitle')}>{t('availability.myIntro')}</PageHeading>
      <QueryState query={experts} compact />
      {experts.isSuccess && mine.length !== 1 && <Alert severity="error">{t('availability.notFound')}</Alert>}
      {mine.length === 1 && mine[0] && <AvailabilityEditor expertId={mine[0].id} />}
    </>
  );
}

/** /admin/business/availability?expert=<id>: staff edit any expert's hours and time off. */
export function StaffAvailabilityPage() {
  const { t } = useTranslation('booking');
  const [params, setParams] = useSearchParams();
  const experts = useExperts();
  const chosen = params.get('expert') ?? '';
  const known = experts.data?.some((expert) => expert.id === chosen) ?? false;
  return (
    <>
      <PageHeading title={t('availability.staffTitle')}>{t('availability.staffIntro')}</PageHeading>
      {/* The expert field below waits for the list itself. */}
      <QueryState query={experts} loading={false} compact />
      <TextField
        select
        label={t('fields.expert')}
        value={known ? chosen : ''}
        onChange={(event) => setParams({ expert: event.target.value }, { replace: true })}
        sx={{ minWidth: 260, mb: 3 }}
      >
        {(experts.data ?? []).map((expert) => (
          <MenuItem key={expert.id} value={expert.id}>
            {expert.name}
          </MenuItem>
        ))}
      </TextField>
      {known && <AvailabilityEditor key={chosen} expertId={chosen} />}
    </>
  );
}
