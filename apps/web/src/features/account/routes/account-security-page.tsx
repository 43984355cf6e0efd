import { ACCESS } from '@bmp/shared';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading.tsx';
import {
  ChangeEmailForm,
  ChangePasswordForm,
  EmailVerificationNotice,
  SecuritySection,
  TwoStepSettings,
  useCan,
  useSession,
} from '../../auth/index.ts';
import { EmailPreferencesSection } from '../../email/index.ts';
import { MyDataSection } from '../../members/index.ts';
import { StaffProfileSection } from '../../studio/index.ts';

// The account page puts together what each feature lets a person change about themself: sign-in
// and two-step (auth), emails (email), their data (members) and a staff profile (studio).

/** /members/settings/account and /admin/account (also a team member's own profile): password, email, two-step sign-in and email choices. */
export function AccountSecurityPage() {
  const { t } = useTranslation('auth');
  const { t: tEmail } = useTranslation('email');
  const { t: tStudio } = useTranslation('studio');
  const { userData } = useSession();
  const team = useCan(ACCESS.teamRead);
  const expert = useCan(ACCESS.expert);
  // Principals and admins (the studio's money and team tools) may opt in to staff alert emails.
  const staff = useCan(ACCESS.staff);
  if (!userData) return null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageHeading title={t('accountSecurity')} />
      {team && (
        <SecuritySection title={tStudio('account.title')}>
          <StaffProfileSection expert={expert} />
        </SecuritySection>
      )}
      <SecuritySection title={t('emailAddress')}>
        <EmailVerificationNotice userData={userData} />
      </SecuritySection>
      <SecuritySection title={t('changePassword')}>
        <ChangePasswordForm />
      </SecuritySection>
      <SecuritySection title={t('changeEmail')}>
        <ChangeEmailForm />
      </SecuritySection>
      <SecuritySection title={t('twoStepSignIn')}>
        <TwoStepSettings enabled={userData.twoFactorEnabled} />
      </SecuritySection>
      <SecuritySection title={tEmail('preferences.title')}>
        <EmailPreferencesSection who={{ id: userData.id, businessId: userData.businessId }} staff={staff} />
      </SecuritySection>
      {!team && <MyDataSection />}
    </Stack>
  );
}
