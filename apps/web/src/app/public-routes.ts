import { ACCESS } from '@bmp/shared';
import { PATHS } from '../config/paths.ts';
import { type AppRoute, page, studioPage } from './route-table.ts';

// Pages for everyone (the front pages, sign-in, errors), and the catch-all, which stays last.

export const PUBLIC_ROUTES: AppRoute[] = [
  { path: PATHS.root, key: 'root', layout: 'blank', public: true, view: { kind: 'landing-redirect' } },
  {
    path: PATHS.home,
    key: 'home',
    layout: 'blank',
    unauthenticatedOnly: true,
    front: true,
    view: page(
      () => import('../features/home/routes/home-page.tsx').then((module) => module.HomePage),
      ['public'],
    ),
  },
  {
    path: PATHS.login,
    key: 'login',
    layout: 'blank',
    unauthenticatedOnly: true,
    view: page(
      () => import('../features/auth/routes/login-page.tsx').then((module) => module.LoginPage),
      ['auth'],
    ),
  },
  {
    path: PATHS.memberLogin,
    key: 'memberLogin',
    layout: 'blank',
    unauthenticatedOnly: true,
    view: page(
      () => import('../features/auth/routes/member-login-page.tsx').then((module) => module.MemberLoginPage),
      ['auth'],
    ),
  },
  {
    path: PATHS.expertLogin,
    key: 'expertLogin',
    layout: 'blank',
    unauthenticatedOnly: true,
    view: page(
      () => import('../features/auth/routes/expert-login-page.tsx').then((module) => module.ExpertLoginPage),
      ['auth'],
    ),
  },
  {
    path: PATHS.twoStep,
    key: 'twoStep',
    layout: 'blank',
    unauthenticatedOnly: true,
    view: page(
      () => import('../features/auth/routes/two-step-page.tsx').then((module) => module.TwoStepPage),
      ['auth'],
    ),
  },
  {
    path: PATHS.register,
    key: 'register',
    layout: 'blank',
    unauthenticatedOnly: true,
    view: page(
      () => import('../features/auth/routes/register-page.tsx').then((module) => module.RegisterPage),
      ['auth'],
    ),
  },
  {
    path: PATHS.business,
    key: 'business',
    layout: 'blank',
    unauthenticatedOnly: true,
    front: true,
    view: page(
      () => import('../features/home/routes/business-page.tsx').then((module) => module.BusinessPage),
      ['public'],
    ),
  },
  {
    path: PATHS.pricing,
    key: 'pricing',
    layout: 'blank',
    public: true,
    front: true,
    view: page(
      () => import('../features/home/routes/pricing-page.tsx').then((module) => module.PricingPage),
      ['public'],
    ),
  },
  {
    path: PATHS.help,
    key: 'help',
    layout: 'blank',
    public: true,
    front: true,
    view: page(
      () => import('../features/help/routes/help-center-page.tsx').then((module) => module.HelpCenterPage),
      ['public'],
    ),
  },
  {
    path: `${PATHS.help}/:slug`,
    key: 'helpArticle',
    layout: 'blank',
    public: true,
    front: true,
    view: page(
      () => import('../features/help/routes/help-article-page.tsx').then((module) => module.HelpArticlePage),
      ['public'],
    ),
  },
  {
    // A studio's public page with its sign-up link and QR code (docs/decisions/0029-studio-set-up.md).
    path: '/studio/:slug',
    key: 'studioPublic',
    layout: 'blank',
    public: true,
    front: true,
    view: studioPage(() =>
      import('../features/studio/routes/studio-public-page.tsx').then((module) => module.StudioPublicPage),
    ),
  },
  {
    // Every signed-in person's own emails while the platform does not deliver them (decisions/0035).
    path: PATHS.mailbox,
    key: 'mailbox',
    layout: 'default',
    signedIn: true,
    view: page(
      () => import('../features/email/routes/mailbox-page.tsx').then((module) => module.MailboxPage),
      ['email'],
    ),
  },
  {
    // The link of a team invitation: public, so a signed-in person can accept into another studio too.
    path: '/invite/:token',
    key: 'acceptInvite',
    layout: 'blank',
    public: true,
    view: studioPage(() =>
      import('../features/studio/routes/accept-invite-page.tsx').then((module) => module.AcceptInvitePage),
    ),
  },
  {
    // The emailed signing link: no sign-in, the token is the key (docs/decisions/0053-contracts.md).
    path: PATHS.contractLink,
    key: 'contractLink',
    layout: 'blank',
    public: true,
    view: page(
      () =>
        import('../features/contracts/routes/contract-link-page.tsx').then(
          (module) => module.ContractLinkPage,
        ),
      ['contracts'],
    ),
  },
  {
    path: PATHS.businessSignup,
    key: 'businessSignup',
    layout: 'blank',
    unauthenticatedOnly: true,
    view: page(
      () =>
        import('../features/auth/routes/business-signup-page.tsx').then(
          (module) => module.BusinessSignupPage,
        ),
      ['auth'],
    ),
  },
  {
    path: PATHS.forgotPassword,
    key: 'forgotPassword',
    layout: 'blank',
    unauthenticatedOnly: true,
    view: page(
      () =>
        import('../features/auth/routes/forgot-password-page.tsx').then(
          (module) => module.ForgotPasswordPage,
        ),
      ['auth'],
    ),
  },
  {
    path: PATHS.resetPassword,
    key: 'resetPassword',
    layout: 'blank',
    unauthenticatedOnly: true,
    view: page(
      () =>
        import('../features/auth/routes/reset-password-page.tsx').then((module) => module.ResetPasswordPage),
      ['auth'],
    ),
  },
  {
    // Public: the link in the email is often opened while signed in.
    path: PATHS.verifyEmail,
    key: 'verifyEmail',
    layout: 'blank',
    public: true,
    view: page(
      () => import('../features/auth/routes/verify-email-page.tsx').then((module) => module.VerifyEmailPage),
      ['auth'],
    ),
  },
  {
    // Public: a reminder's "Stop these reminders" link works without signing in.
    path: '/email/unsubscribe',
    key: 'emailUnsubscribe',
    layout: 'blank',
    public: true,
    view: page(
      () => import('../features/email/routes/unsubscribe-page.tsx').then((module) => module.UnsubscribePage),
      ['email'],
    ),
  },
  {
    path: PATHS.notAuthorized,
    key: 'notAuthorized',
    layout: 'blank',
    public: true,
    view: page(() =>
      import('../features/misc/routes/not-authorized-page.tsx').then((module) => module.NotAuthorizedPage),
    ),
  },
  {
    path: '/pages/misc/not-found/*',
    key: 'pagesMiscNotFound',
    layout: 'blank',
    public: true,
    view: page(() =>
      import('../features/misc/routes/not-found-page.tsx').then((module) => module.NotFoundPage),
    ),
  },
  {
    path: '/pages/misc/under-maintenance',
    key: 'pagesMiscUnderMaintenance',
    layout: 'blank',
    public: true,
    view: page(() =>
      import('../features/misc/routes/under-maintenance-page.tsx').then(
        (module) => module.UnderMaintenancePage,
      ),
    ),
  },
  {
    path: '/pages/misc/coming-soon',
    key: 'pagesMiscComingSoon',
    layout: 'blank',
    public: true,
    view: page(() =>
      import('../features/misc/routes/coming-soon-page.tsx').then((module) => module.ComingSoonPage),
    ),
  },
  {
    path: '/pages/errors/401',
    key: 'pagesErrors401',
    layout: 'blank',
    public: true,
    view: page(() =>
      import('../features/misc/routes/error-pages.tsx').then((module) => module.UnauthorizedErrorPage),
    ),
  },
  {
    path: '/pages/errors/404',
    key: 'pagesErrors404',
    layout: 'blank',
    public: true,
    view: page(() =>
      import('../features/misc/routes/error-pages.tsx').then((module) => module.NotFoundErrorPage),
    ),
  },
  {
    path: '/pages/errors/500',
    key: 'pagesErrors500',
    layout: 'blank',
    public: true,
    view: page(() =>
      import('../features/misc/routes/error-pages.tsx').then((module) => module.ServerErrorPage),
    ),
  },
  {
    // SPEC.md: "The landing-page route needs manage on all": the platform operator's rule, held by no
    // studio role. The operator edits /home's content here (docs/decisions/0062-platform-operator.md).
    path: PATHS.landingEditor,
    key: 'frontPagesLandingPage',
    layout: 'blank',
    operator: true,
    ability: ACCESS.operator,
    view: page(
      () =>
        import('../features/landing/routes/landing-editor-page.tsx').then(
          (module) => module.LandingEditorPage,
        ),
      ['landing', 'public', 'operator'],
    ),
  },
  {
    // The platform operator's console (decision 0062): every studio, suspension. Its own rule, which
    // no studio role holds.
    path: PATHS.operatorConsole,
    key: 'operatorConsole',
    layout: 'blank',
    operator: true,
    ability: ACCESS.operator,
    view: page(
      () =>
        import('../features/operator/routes/operator-console-page.tsx').then(
          (module) => module.OperatorConsolePage,
        ),
      ['operator'],
    ),
  },
  {
    // Where a suspended studio's people land, signed out, told why (decision 0062).
    path: PATHS.studioSuspended,
    key: 'studioSuspended',
    layout: 'blank',
    public: true,
    view: page(
      () =>
        import('../features/auth/routes/studio-suspended-page.tsx').then(
          (module) => module.StudioSuspendedPage,
        ),
      ['auth'],
    ),
  },
  {
    // Any other address: the not-found page, at the address that was asked for.
    path: '*',
    key: 'anyOtherPath',
    layout: 'blank',
    public: true,
    view: page(() =>
      import('../features/misc/routes/not-found-page.tsx').then((module) => module.NotFoundPage),
    ),
  },
];
