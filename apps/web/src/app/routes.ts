import type { AbilityRule, Role } from '@bmp/shared';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { PATHS } from '../config/paths.ts';

// The one route table: the router (app/router.tsx), the guard (app/navigation.ts) and the side menu
// (app/layouts/NavigationMenu.tsx) all read it. SPEC.md section 2 lists the routes; docs/routing.md
// records the paths and role limits we chose where SPEC.md is silent.

/** blank: centred card (public and sign-in pages); default: app bar and menu; fixed: default at full height. */
export type RouteLayout = 'blank' | 'default' | 'fixed';

export type PageLoader = () => Promise<ComponentType>;

export type RouteView =
  /** A built page, loaded on demand with the translation namespaces it uses. */
  | { kind: 'page'; load: PageLoader; namespaces: readonly string[] }
  /** Not built yet: a placeholder says what it will do (`routes:<key>.summary`), behind the real guard. */
  | { kind: 'planned' }
  /** `/`: sends each person to their own landing page (SPEC.md "Root path redirect"). */
  | { kind: 'landing-redirect' };

export type AppRoute = {
  path: string;
  /**
   * Names the route's texts in the `routes` translations: `<key>.title` (page and document title),
   * `<key>.menu` (menu label) and, for planned pages, `<key>.summary`.
   */
  key: string;
  layout: RouteLayout;
  /** Anyone may open it, signed in or not; no ability check. */
  public?: boolean;
  /** Only people who are not signed in; a signed-in person is sent to `/`. */
  unauthenticatedOnly?: boolean;
  /** The rule a signed-in person needs. A route that is neither public, unauthenticated-only nor has one is closed. */
  ability?: AbilityRule;
  /** Only these roles, and only while they also hold `ability` (SPEC.md section 6). */
  roles?: readonly Role[];
  /**
   * Shows the signed-in member's own data (sessions, credits, purchases). Staff and experts may open it
   * (they hold `read customer`) but have no member data of their own: they get a pointer to the admin
   * area instead of the page (docs/decisions/0023-staff-on-member-pages.md).
   */
  memberData?: boolean;
  /** Listed in the navigation menu (label `routes:<key>.menu`); others are reached from other pages. */
  menu?: boolean;
  /** A front page: full width in the blank layout, with the public header and footer (not a card). */
  front?: boolean;
  view: RouteView;
};

const READ_SERVICE: AbilityRule = { action: 'read', subject: 'service' };
const MANAGE_SERVICE: AbilityRule = { action: 'manage', subject: 'service' };
const ADMIN_SERVICE: AbilityRule = { action: 'admin', subject: 'service' };
const READ_CUSTOMER: AbilityRule = { action: 'read', subject: 'customer' };
const READ_ON_BOARD: AbilityRule = { action: 'read', subject: 'onBoard' };
const MANAGE_ALL: AbilityRule = { action: 'manage', subject: 'all' };

const STAFF: readonly Role[] = ['admin', 'principal'];
const OWNER: readonly Role[] = ['principal'];
const EXPERT: readonly Role[] = ['expert'];

const page = (load: PageLoader, namespaces: readonly string[] = []): RouteView => ({
  kind: 'page',
  load,
  namespaces,
});
const planned: RouteView = { kind: 'planned' };

// The money pages (issue 5) share one translation namespace.
const moneyPage = (load: PageLoader) => page(load, ['money']);

// The member's own pages (onboarding, profile, household, policies) share one namespace.
const memberPage = (load: PageLoader) => page(load, ['members']);

const accountSecurityPage = page(
  () =>
    import('../features/auth/routes/account-security-page.tsx').then((module) => module.AccountSecurityPage),
  // 'members': a member's "My data" download.
  ['auth', 'email', 'members'],
);

// /admin/services and /admin/services/:status are one page (the first shows every status).
const adminServicesPage = page(
  () =>
    import('../features/booking/routes/admin-services-page.tsx').then((module) => module.AdminServicesPage),
  ['booking'],
);

const ADMIN_ROUTES: AppRoute[] = [
  {
    path: PATHS.adminDashboard,
    key: 'adminDashboard',
    layout: 'default',
    ability: MANAGE_SERVICE,
    roles: STAFF,
    menu: true,
    view: planned,
  },
  {
    path: PATHS.expertDashboard,
    key: 'adminExpertDashboard',
    layout: 'default',
    ability: READ_SERVICE,
    roles: EXPERT,
    menu: true,
    view: planned,
  },
  {
    path: '/admin/provider/dashboard',
    key: 'adminProviderDashboard',
    layout: 'default',
    ability: MANAGE_SERVICE,
    roles: EXPERT,
    menu: true,
    view: planned,
  },
  {
    // The expert's own weekly hours and time off (docs/routing.md "Paths SPEC.md does not give").
    path: '/admin/provider/availability',
    key: 'adminProviderAvailability',
    layout: 'default',
    ability: MANAGE_SERVICE,
    roles: EXPERT,
    menu: true,
    view: page(
      () =>
        import('../features/booking/routes/availability-pages.tsx').then(
          (module) => module.MyAvailabilityPage,
        ),
      ['booking'],
    ),
  },
  {
    path: '/admin/provider/patient/:id',
    key: 'adminProviderPatientById',
    layout: 'default',
    ability: MANAGE_SERVICE,
    roles: EXPERT,
    view: planned,
  },
  {
    // The week of sessions (issue 6 item 9, decision 0017): staff see every expert, an expert their own.
    path: '/admin/calendar',
    key: 'adminCalendar',
    layout: 'default',
    ability: READ_SERVICE,
    menu: true,
    view: page(
      () => import('../features/calendar/routes/calendar-page.tsx').then((module) => module.CalendarPage),
      ['calendar'],
    ),
  },
  {
    path: '/admin/services',
    key: 'adminServices',
    layout: 'default',
    ability: READ_SERVICE,
    menu: true,
    view: adminServicesPage,
  },
  {
    path: '/admin/services/prepaid',
    key: 'adminServicesPrepaid',
    layout: 'default',
    ability: ADMIN_SERVICE,
    menu: true,
    view: moneyPage(() =>
      import('../features/money/routes/prepaid-page.tsx').then((module) => module.PrepaidPage),
    ),
  },
  {
    path: '/admin/services/track',
    key: 'adminServicesTrack',
    layout: 'fixed',
    ability: READ_SERVICE,
    menu: true,
    view: planned,
  },
  {
    path: '/admin/services/distance',
    key: 'adminServicesDistance',
    layout: 'fixed',
    ability: READ_SERVICE,
    menu: true,
    view: planned,
  },
  {
    path: '/admin/services/new/:id',
    key: 'adminServicesNewById',
    layout: 'default',
    ability: MANAGE_SERVICE,
    view: page(
      () => import('../features/booking/routes/admin-book-page.tsx').then((module) => module.AdminBookPage),
      ['booking'],
    ),
  },
  {
    path: '/admin/services/complete/:id',
    key: 'adminServicesCompleteById',
    layout: 'default',
    ability: READ_SERVICE,
    view: page(
      () =>
        import('../features/booking/routes/admin-service-pages.tsx').then(
          (module) => module.AdminServiceCompletePage,
        ),
      ['booking'],
    ),
  },
  {
    path: '/admin/services/confirm/:id',
    key: 'adminServicesConfirmById',
    layout: 'default',
    ability: READ_SERVICE,
    view: page(
      () =>
        import('../features/booking/routes/admin-service-pages.tsx').then(
          (module) => module.AdminServiceConfirmPage,
        ),
      ['booking'],
    ),
  },
  {
    path: '/admin/services/details/:id',
    key: 'adminServicesDetailsById',
    layout: 'default',
    ability: READ_SERVICE,
    view: page(
      () =>
        import('../features/booking/routes/admin-service-pages.tsx').then(
          (module) => module.AdminServiceDetailsPage,
        ),
      // 'members': the customer's health answers, for staff and the session's expert.
      ['booking', 'plans', 'members'],
    ),
  },
  {
    path: '/admin/services/history/:id',
    key: 'adminServicesHistoryById',
    layout: 'default',
    ability: READ_SERVICE,
    view: page(
      () =>
        import('../features/booking/routes/admin-service-pages.tsx').then(
          (module) => module.AdminServiceHistoryPage,
        ),
      ['booking'],
    ),
  },
  {
    path: '/admin/services/review/:id',
    key: 'adminServicesReviewById',
    layout: 'default',
    ability: READ_SERVICE,
    view: page(
      () =>
        import('../features/booking/routes/admin-service-pages.tsx').then(
          (module) => module.AdminServiceReviewPage,
        ),
      ['booking'],
    ),
  },
  {
    path: '/admin/services/:status',
    key: 'adminServicesByStatus',
    layout: 'default',
    ability: READ_SERVICE,
    view: adminServicesPage,
  },
  {
    path: '/admin/customers/list',
    key: 'adminCustomersList',
    layout: 'default',
    ability: READ_SERVICE,
    menu: true,
    view: moneyPage(() =>
      import('../features/money/routes/customers-list-page.tsx').then((module) => module.CustomersListPage),
    ),
  },
  {
    path: '/admin/customers/details/:id',
    key: 'adminCustomersDetailsById',
    layout: 'default',
    ability: READ_SERVICE,
    // 'members': the member's profile and health answers on the same page.
    view: page(
      () =>
        import('../features/money/routes/customer-details-page.tsx').then(
          (module) => module.CustomerDetailsPage,
        ),
      ['money', 'members'],
    ),
  },
  {
    path: '/admin/group',
    key: 'adminGroup',
    layout: 'default',
    ability: READ_SERVICE,
    menu: true,
    view: planned,
  },
  {
    path: '/admin/group/new',
    key: 'adminGroupNew',
    layout: 'default',
    ability: MANAGE_SERVICE,
    view: planned,
  },
  {
    path: '/admin/group/details/:id',
    key: 'adminGroupDetailsById',
    layout: 'default',
    ability: MANAGE_SERVICE,
    view: planned,
  },
  {
    path: '/admin/business',
    key: 'adminBusiness',
    layout: 'default',
    ability: MANAGE_SERVICE,
    roles: STAFF,
    menu: true,
    view: planned,
  },
  {
    path: '/admin/business/services',
    key: 'adminBusinessServices',
    layout: 'default',
    ability: MANAGE_SERVICE,
    roles: STAFF,
    menu: true,
    view: page(
      () => import('../features/booking/routes/offerings-page.tsx').then((module) => module.OfferingsPage),
      ['booking'],
    ),
  },
  {
    // Staff edit any expert's hours; reached from the service catalog (docs/routing.md).
    path: '/admin/business/availability',
    key: 'adminBusinessAvailability',
    layout: 'default',
    ability: MANAGE_SERVICE,
    roles: STAFF,
    view: page(
      () =>
        import('../features/booking/routes/availability-pages.tsx').then(
          (module) => module.StaffAvailabilityPage,
        ),
      ['booking'],
    ),
  },
  {
    path: '/admin/business/clients',
    key: 'adminBusinessClients',
    layout: 'default',
    ability: MANAGE_SERVICE,
    roles: STAFF,
    menu: true,
    view: planned,
  },
  {
    path: '/admin/business/team',
    key: 'adminBusinessTeam',
    layout: 'default',
    ability: MANAGE_SERVICE,
    roles: STAFF,
    menu: true,
    view: planned,
  },
  {
    path: '/admin/business/payments',
    key: 'adminBusinessPayments',
    layout: 'default',
    ability: READ_SERVICE,
    roles: STAFF,
    menu: true,
    view: moneyPage(() =>
      import('../features/money/routes/payments-page.tsx').then((module) => module.PaymentsPage),
    ),
  },
  {
    path: '/admin/business/payee',
    key: 'adminBusinessPayee',
    layout: 'default',
    ability: MANAGE_SERVICE,
    roles: OWNER,
    menu: true,
    view: moneyPage(() =>
      import('../features/money/routes/payee-page.tsx').then((module) => module.PayeePage),
    ),
  },
  {
    // Staff see the emails that never arrived (docs/decisions/0024-email-delivery.md).
    path: '/admin/business/emails',
    key: 'adminBusinessEmails',
    layout: 'default',
    ability: MANAGE_SERVICE,
    roles: STAFF,
    menu: true,
    view: page(
      () =>
        import('../features/email/routes/failed-emails-page.tsx').then((module) => module.FailedEmailsPage),
      ['email'],
    ),
  },
  {
    path: '/admin/business/contract',
    key: 'adminBusinessContract',
    layout: 'default',
    ability: MANAGE_SERVICE,
    roles: OWNER,
    menu: true,
    view: planned,
  },
  {
    path: '/admin/business/contract/sign',
    key: 'adminBusinessContractSign',
    layout: 'default',
    ability: MANAGE_SERVICE,
    view: planned,
  },
  {
    path: PATHS.adminAccount,
    key: 'adminAccount',
    layout: 'default',
    ability: READ_SERVICE,
    menu: true,
    view: accountSecurityPage,
  },
];

const MEMBER_ROUTES: AppRoute[] = [
  {
    path: PATHS.memberDashboard,
    key: 'membersDashboard',
    layout: 'default',
    ability: READ_CUSTOMER,
    menu: true,
    view: planned,
  },
  {
    path: PATHS.memberOnboard,
    key: 'membersOnboard',
    layout: 'default',
    ability: READ_ON_BOARD,
    menu: true,
    view: memberPage(() =>
      import('../features/members/routes/onboard-page.tsx').then((module) => module.OnboardPage),
    ),
  },
  {
    path: '/members/services',
    memberData: true,
    key: 'membersServices',
    layout: 'default',
    ability: READ_CUSTOMER,
    menu: true,
    view: page(
      () =>
        import('../features/booking/routes/member-services-page.tsx').then(
          (module) => module.MemberServicesPage,
        ),
      ['booking'],
    ),
  },
  {
    path: '/members/services/new',
    memberData: true,
    key: 'membersServicesNew',
    layout: 'default',
    ability: READ_CUSTOMER,
    menu: true,
    view: page(
      () => import('../features/booking/routes/member-book-page.tsx').then((module) => module.MemberBookPage),
      // 'members': the household picker for Duo, Family and Youth participants.
      ['booking', 'members'],
    ),
  },
  {
    path: '/members/services/details/:id',
    memberData: true,
    key: 'membersServicesDetailsById',
    layout: 'default',
    ability: READ_CUSTOMER,
    view: page(
      () =>
        import('../features/booking/routes/member-service-details-page.tsx').then(
          (module) => module.MemberServiceDetailsPage,
        ),
      ['booking', 'plans'],
    ),
  },
  {
    path: '/members/purchase',
    memberData: true,
    key: 'membersPurchase',
    layout: 'default',
    ability: READ_CUSTOMER,
    menu: true,
    view: moneyPage(() =>
      import('../features/money/routes/purchase-page.tsx').then((module) => module.PurchasePage),
    ),
  },
  {
    path: '/members/settings/profile',
    key: 'membersSettingsProfile',
    layout: 'default',
    ability: READ_CUSTOMER,
    menu: true,
    view: memberPage(() =>
      import('../features/members/routes/profile-page.tsx').then((module) => module.ProfilePage),
    ),
  },
  {
    path: '/members/settings/members',
    key: 'membersSettingsMembers',
    layout: 'default',
    ability: READ_CUSTOMER,
    menu: true,
    view: memberPage(() =>
      import('../features/members/routes/household-page.tsx').then((module) => module.HouseholdPage),
    ),
  },
  {
    path: '/members/settings/credits',
    memberData: true,
    key: 'membersSettingsCredits',
    layout: 'default',
    ability: READ_CUSTOMER,
    menu: true,
    view: moneyPage(() =>
      import('../features/money/routes/credits-page.tsx').then((module) => module.CreditsPage),
    ),
  },
  {
    path: '/members/settings/purchases',
    memberData: true,
    key: 'membersSettingsPurchases',
    layout: 'default',
    ability: READ_CUSTOMER,
    menu: true,
    view: moneyPage(() =>
      import('../features/money/routes/purchases-page.tsx').then((module) => module.PurchasesPage),
    ),
  },
  {
    path: '/members/settings/purchases/:id',
    memberData: true,
    key: 'membersSettingsPurchasesById',
    layout: 'default',
    ability: READ_CUSTOMER,
    view: moneyPage(() =>
      import('../features/money/routes/receipt-page.tsx').then((module) => module.ReceiptPage),
    ),
  },
  {
    // The member's iCal feed address (decision 0017); staff and experts have it on /admin/calendar.
    path: '/members/settings/calendar',
    memberData: true,
    key: 'membersSettingsCalendar',
    layout: 'default',
    ability: READ_CUSTOMER,
    menu: true,
    view: page(
      () =>
        import('../features/calendar/routes/member-calendar-feed-page.tsx').then(
          (module) => module.MemberCalendarFeedPage,
        ),
      ['calendar'],
    ),
  },
  {
    path: PATHS.memberAccount,
    key: 'membersSettingsAccount',
    layout: 'default',
    ability: READ_CUSTOMER,
    menu: true,
    view: accountSecurityPage,
  },
  // SPEC.md marks these three member pages unauthenticated-only.
  {
    path: '/members/policies/privacy',
    key: 'membersPoliciesPrivacy',
    layout: 'blank',
    unauthenticatedOnly: true,
    view: memberPage(() =>
      import('../features/members/routes/policy-page.tsx').then((module) => module.PrivacyPage),
    ),
  },
  {
    path: '/members/policies/terms',
    key: 'membersPoliciesTerms',
    layout: 'blank',
    unauthenticatedOnly: true,
    view: memberPage(() =>
      import('../features/members/routes/policy-page.tsx').then((module) => module.TermsPage),
    ),
  },
  {
    path: '/members/support',
    key: 'membersSupport',
    layout: 'blank',
    unauthenticatedOnly: true,
    view: memberPage(() =>
      import('../features/members/routes/support-page.tsx').then((module) => module.SupportPage),
    ),
  },
  // The same policy texts for anyone, signed in or not: onboarding links here, since SPEC.md keeps
  // /members/policies/* for visitors (docs/decisions/0027-member-onboarding.md).
  {
    path: '/legal/terms',
    key: 'legalTerms',
    layout: 'blank',
    public: true,
    view: memberPage(() =>
      import('../features/members/routes/policy-page.tsx').then((module) => module.TermsPage),
    ),
  },
  {
    path: '/legal/privacy',
    key: 'legalPrivacy',
    layout: 'blank',
    public: true,
    view: memberPage(() =>
      import('../features/members/routes/policy-page.tsx').then((module) => module.PrivacyPage),
    ),
  },
];

const PUBLIC_ROUTES: AppRoute[] = [
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
    // SPEC.md: "The landing-page route needs manage on all". No role is granted that rule, so it is
    // closed to everyone until a product landing page is decided on (docs/routing.md).
    path: '/front-pages/landing-page',
    key: 'frontPagesLandingPage',
    layout: 'blank',
    ability: MANAGE_ALL,
    view: planned,
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

export const APP_ROUTES: readonly AppRoute[] = [...PUBLIC_ROUTES, ...ADMIN_ROUTES, ...MEMBER_ROUTES];

const MATCHABLE = APP_ROUTES.map((route) => ({ path: route.path, route }));

/** The table entry the router picks for `pathname` (the catch-all when nothing else matches). */
export function matchAppRoute(pathname: string): AppRoute {
  const matches = matchRoutes(MATCHABLE, pathname);
  const route = matches?.at(-1)?.route.route;
  if (!route) throw new Error(`The route table has no catch-all for ${pathname}`);
  return route;
}
