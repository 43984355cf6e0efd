import { SPORT_ACTIVITIES } from '@bmp/shared';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState.tsx';
import { apiHref } from '../../../lib/api-client.ts';
import { useCustomerProfile } from '../api/members-api.ts';
import { CustomerHealthAnswers } from './CustomerHealthAnswers.tsx';
import { CustomerPointForm } from './CustomerPointForm.tsx';

function Line({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Typography>
      <strong>{label}:</strong> {value || '—'}
    </Typography>
  );
}

/**
 * The customer's profile on /admin/customers/details/:id, with the medical flag in sight. Health
 * answers load only when staff ask for them, since every read is audited (docs/security.md).
 */
export function CustomerProfileCard({ customerId }: { customerId: string }) {
  const { t } = useTranslation('members');
  const profile = useCustomerProfile(customerId);
  if (profile.status !== 'success') return <QueryState query={profile} compact />;
  const data = profile.data;
  const location = data.city;
  const sports = data.sports.map((id) => SPORT_ACTIVITIES.find((sport) => sport.id === id)?.title ?? id);

  return (
    <Card variant="outlined" component="section" aria-label={t('staff.title')}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Avatar
            alt={data.fullName}
            src={
              data.hasPhoto
                ? apiHref('/api/customers/{customerId}/photo', {
                    path: { customerId },
                    version: data.photoVersion,
                  })
                : undefined
            }
            sx={{ width: 56, height: 56 }}
          />
          <Typography variant="h6" component="h2">
            {t('staff.title')}
          </Typography>
          {data.medicalFlag && <Chip color="warning" label={t('medical.flag')} />}
        </Stack>
        <Line label={t('profile.dateOfBirth')} value={data.dateOfBirth} />
        <Line label={t('profile.address')} value={[data.address, location].filter(Boolean).join(', ')} />
        <Line
          label={t('staff.emergency')}
          value={[data.emergencyContactName, data.emergencyContactPhone].filter(Boolean).join(', ')}
        />
        <Line label={t('interests.sports')} value={sports.join(', ')} />
        <Line label={t('interests.goals')} value={data.goals.join(', ')} />
        <Line label={t('interests.languages')} value={data.languages.join(', ')} />
        <Line
          label={t('staff.consent')}
          value={data.consentedAt ? `${data.termsVersion} · ${data.consentedAt.slice(0, 10)}` : null}
        />
        <CustomerPointForm profile={data} />
        <CustomerHealthAnswers customerId={customerId} />
      </CardContent>
    </Card>
  );
}
