import { ACCESS } from '@bmp/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { useCan } from '../../auth/index.ts';
import { MiscPage } from '../components/MiscPage.tsx';

/**
 * /not-authorized: where a signed-in person lands when a page needs a permission they do not hold. A
 * member still onboarding who opened a member page (`?reason=onboarding`, app/navigation.ts) is told
 * to finish onboarding first, with the way there, rather than to ask the owner.
 */
export function NotAuthorizedPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const onboarding = useCan(ACCESS.onboarding);
  if (onboarding && search.get('reason') === 'onboarding') {
    return (
      <MiscPage
        title={t('misc.finishOnboardingTitle')}
        actionLabel={t('misc.finishOnboarding')}
        actionTo={PATHS.memberOnboard}
      >
        {t('misc.finishOnboardingText')}
      </MiscPage>
    );
  }
  return (
    <MiscPage code="403" title={t('misc.notAuthorizedTitle')}>
      {t('misc.notAuthorizedText')}
    </MiscPage>
  );
}
