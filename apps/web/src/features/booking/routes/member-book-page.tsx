import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { MemberClasses } from '../../groups/index.ts';
import { useBookableOfferings } from '../api/booking.ts';
import { BookingForm } from '../components/BookingForm.tsx';

/** /members/services/new: a member books a session for themselves (and their household). */
export function MemberBookPage() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const { t: tg } = useTranslation('groups');
  const offerings = useBookableOfferings();
  // "Classes" sits beside private sessions (?tab=classes opens it: the class notifications link here).
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'classes' ? 'classes' : 'sessions';
  return (
    <>
      <PageHeading title={t('member.bookTitle')}>{t('member.bookIntro')}</PageHeading>
      <Tabs
        value={tab}
        onChange={(_event, value: string) => setSearch(value === 'classes' ? { tab: 'classes' } : {})}
        sx={{ mb: 2 }}
      >
        <Tab value="sessions" label={tg('member.tabs.sessions')} />
        <Tab value="classes" label={tg('member.tabs.classes')} />
      </Tabs>
      {tab === 'classes' ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {tg('member.classesIntro')}
          </Typography>
          <MemberClasses />
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <QueryState query={offerings} compact />
          {offerings.isSuccess &&
            (offerings.data.length === 0 ? (
              <Typography>{t('member.noOfferings')}</Typography>
            ) : (
              <BookingForm
                area="member"
                offerings={offerings.data}
                initialOfferingId={search.get('offeringId') ?? undefined}
                onBooked={(service) =>
                  navigate(href(PATHS.memberServiceDetails, { id: service.id }), { state: { booked: true } })
                }
              />
            ))}
        </Paper>
      )}
    </>
  );
}
