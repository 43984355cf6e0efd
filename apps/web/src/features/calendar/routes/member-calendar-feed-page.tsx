import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { CalendarFeedCard } from '../components/CalendarFeedCard.tsx';

/** /members/settings/calendar: the member's own sessions in their calendar app (iCal feed). */
export function MemberCalendarFeedPage() {
  const { t } = useTranslation('calendar');
  return (
    <Stack spacing={3}>
      <PageHeading title={t('memberTitle')}>{t('memberIntro')}</PageHeading>
      <CalendarFeedCard />
    </Stack>
  );
}
