import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { PATHS } from '../../../config/paths.ts';
import { MemberClasses } from '../../groups/index.ts';
import { type ServiceListParams, useServices } from '../api/booking.ts';
import { MemberServiceTable } from '../components/MemberServiceTable.tsx';

const UPCOMING: ServiceListParams = { upcoming: true, sort: 'startsAt', pageSize: 50 };
const PAST: ServiceListParams = { upcoming: false, sort: '-startsAt', pageSize: 50 };

/**
 * /members/services: upcoming sessions (neither Completed nor Canceled, after now) and, apart, the past
 * and canceled ones, latest first.
 */
export function MemberServicesPage() {
  const { t } = useTranslation('booking');
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <PageHeading title={t('member.listTitle')} />
        <Button component={RouterLink} to={PATHS.memberServicesNew} variant="contained">
          {t('member.bookButton')}
        </Button>
      </Stack>
      <Stack spacing={3}>
        <ServiceSection title={t('member.upcoming')} empty={t('member.noUpcoming')} filter={UPCOMING} />
        <MyClassesSection />
        <ServiceSection title={t('member.past')} empty={t('member.noPast')} filter={PAST} />
      </Stack>
    </>
  );
}

function ServiceSection({
  title,
  empty,
  filter,
}: {
  title: string;
  empty: string;
  filter: ServiceListParams;
}) {
  const headingId = useId();
  const services = useServices('member', filter);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        {title}
      </Typography>
      <QueryState query={services} compact />
      {services.isSuccess &&
        (services.data.items.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <MemberServiceTable label={title} services={services.data.items} />
        ))}
    </Paper>
  );
}

/** The member's own classes and waitlist places (group classes, decision 0031). */
function MyClassesSection() {
  const { t } = useTranslation('groups');
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        {t('member.tabs.classes')}
      </Typography>
      <MemberClasses onlyMine />
    </Paper>
  );
}
