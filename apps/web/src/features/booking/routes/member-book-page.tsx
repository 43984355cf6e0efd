import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useBookableOfferings } from '../api/get-offerings.ts';
import { BookingForm } from '../components/BookingForm.tsx';

/** /members/services/new: a member books a session for themselves (and their household). */
export function MemberBookPage() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const offerings = useBookableOfferings();
  return (
    <>
      <PageHeading title={t('member.bookTitle')}>{t('member.bookIntro')}</PageHeading>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {offerings.isPending && <Typography color="text.secondary">{t('loading')}</Typography>}
        {offerings.isError && <Alert severity="error">{errorMessage(offerings.error)}</Alert>}
        {offerings.isSuccess &&
          (offerings.data.length === 0 ? (
            <Typography>{t('member.noOfferings')}</Typography>
          ) : (
            <BookingForm
              area="member"
              offerings={offerings.data}
              onBooked={(service) =>
                navigate(`/members/services/details/${service.id}`, { state: { booked: true } })
              }
            />
          ))}
      </Paper>
    </>
  );
}
