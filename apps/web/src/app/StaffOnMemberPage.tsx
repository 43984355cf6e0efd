import { ACCESS } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useCan } from '../features/auth/hooks/use-can.ts';

/**
 * A member page (their own sessions, credits, purchases) for whoever is signed in: the page itself for
 * a customer; for staff and experts, who have no member data of their own, a pointer to where the
 * customer's data is (docs/decisions/0023-staff-on-member-pages.md). The member page is not rendered
 * for them, so it asks the API nothing (no "No such session." 404).
 */
export function memberDataOnly(Page: ComponentType): ComponentType {
  function MemberDataOnly() {
    // Staff and experts (`read service`) have no member data of their own; anyone else gets the page.
    const team = useCan(ACCESS.teamRead);
    if (!team) return <Page />;
    return <StaffOnMemberPage />;
  }
  return MemberDataOnly;
}

function StaffOnMemberPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { id } = useParams();
  const isStaff = useCan(ACCESS.staff);
  const sessionId = pathname.startsWith('/members/services/details/') ? id : undefined;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('memberArea.title')}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }} data-testid="staff-on-member-page">
        {t(isStaff ? 'memberArea.staffBody' : 'memberArea.expertBody')}
      </Alert>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {sessionId && (
          <Button component={RouterLink} to={`/admin/services/details/${sessionId}`} variant="contained">
            {t('memberArea.openSession')}
          </Button>
        )}
        {isStaff ? (
          <Button
            component={RouterLink}
            to="/admin/customers/list"
            variant={sessionId ? 'outlined' : 'contained'}
          >
            {t('memberArea.customers')}
          </Button>
        ) : (
          <Button component={RouterLink} to="/admin/services" variant={sessionId ? 'outlined' : 'contained'}>
            {t('memberArea.sessions')}
          </Button>
        )}
      </Stack>
    </>
  );
}
