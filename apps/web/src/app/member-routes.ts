import { ACCESS } from '@bmp/shared';
import { PATHS } from '../config/paths.ts';
import { type AppRoute, accountSecurityPage, memberPage, moneyPage, page } from './route-table.ts';

// The member area (SPEC.md section 2): a member's own sessions, credits, purchases and settings.

export const MEMBER_ROUTES: AppRoute[] = [
  {
    path: PATHS.memberDashboard,
    key: 'membersDashboard',
    layout: 'default',
    ability: ACCESS.member,
    menu: true,
    memberData: true,
    // 'groups': the classes section.
    view: page(
      () =>
        import('../features/dashboards/routes/member-dashboard-page.tsx').then(
          (module) => module.MemberDashboardPage,
        ),
      ['dashboards', 'booking', 'groups'],
    ),
  },
  {
    path: PATHS.memberOnboard,
    key: 'membersOnboard',
    layout: 'default',
    ability: ACCESS.onboarding,
    menu: true,
    view: memberPage(() =>
      import('../features/members/routes/onboard-page.tsx').then((module) => module.OnboardPage),
    ),
  },
  {
    path: PATHS.memberServices,
    memberData: true,
    key: 'membersServices',
    layout: 'default',
    ability: ACCESS.member,
    menu: true,
    view: page(
      () =>
        import('../features/booking/routes/member-services-page.tsx').then(
          (module) => module.MemberServicesPage,
        ),
      ['booking', 'groups'],
    ),
  },
  {
    path: PATHS.memberServicesNew,
    memberData: true,
    key: 'membersServicesNew',
    layout: 'default',
    ability: ACCESS.member,
    menu: true,
    view: page(
      () => import('../features/booking/routes/member-book-page.tsx').then((module) => module.MemberBookPage),
      // 'members': the household picker for Duo, Family and Youth participants; 'groups': the Classes tab.
      ['booking', 'members', 'groups'],
    ),
  },
  {
    path: PATHS.memberServiceDetails,
    memberData: true,
    key: 'membersServicesDetailsById',
    layout: 'default',
    ability: ACCESS.member,
    view: page(
      () =>
        import('../features/booking/routes/member-service-details-page.tsx').then(
          (module) => module.MemberServiceDetailsPage,
        ),
      // 'tracking': the expert on their way to an in-home session.
      ['booking', 'plans', 'tracking'],
    ),
  },
  {
    path: PATHS.memberPurchase,
    memberData: true,
    key: 'membersPurchase',
    layout: 'default',
    ability: ACCESS.member,
    menu: true,
    view: moneyPage(() =>
      import('../features/money/routes/purchase-page.tsx').then((module) => module.PurchasePage),
    ),
  },
  {
    // The plans on sale and the member's own memberships (docs/decisions/0055-memberships.md).
    path: PATHS.memberMemberships,
    memberData: true,
    key: 'membersMemberships',
    layout: 'default',
    ability: ACCESS.member,
    menu: true,
    view: page(
      () =>
        import('../features/memberships/routes/member-memberships-page.tsx').then(
          (module) => module.MemberMembershipsPage,
        ),
      ['memberships'],
    ),
  },
  {
    path: PATHS.memberMembership,
    memberData: true,
    key: 'membersMembershipsById',
    layout: 'default',
    ability: ACCESS.member,
    view: page(
      () =>
        import('../features/memberships/routes/member-membership-page.tsx').then(
          (module) => module.MemberMembershipPage,
        ),
      ['memberships'],
    ),
  },
  {
    // Contracts and waivers to sign, and the signed copies (docs/decisions/0053-contracts.md).
    path: PATHS.memberContracts,
    memberData: true,
    key: 'membersContracts',
    layout: 'default',
    ability: ACCESS.member,
    menu: true,
    view: page(
      () =>
        import('../features/contracts/routes/member-contracts-page.tsx').then(
          (module) => module.MemberContractsPage,
        ),
      ['contracts'],
    ),
  },
  {
    path: PATHS.memberContract,
    memberData: true,
    key: 'membersContractsById',
    layout: 'default',
    ability: ACCESS.member,
    view: page(
      () =>
        import('../features/contracts/routes/member-contract-page.tsx').then(
          (module) => module.MemberContractPage,
        ),
      ['contracts'],
    ),
  },
  {
    path: '/members/settings/profile',
    key: 'membersSettingsProfile',
    layout: 'default',
    ability: ACCESS.member,
    menu: true,
    view: memberPage(() =>
      import('../features/members/routes/profile-page.tsx').then((module) => module.ProfilePage),
    ),
  },
  {
    path: PATHS.memberHousehold,
    key: 'membersSettingsMembers',
    layout: 'default',
    ability: ACCESS.member,
    menu: true,
    view: memberPage(() =>
      import('../features/members/routes/household-page.tsx').then((module) => module.HouseholdPage),
    ),
  },
  {
    path: PATHS.memberCredits,
    memberData: true,
    key: 'membersSettingsCredits',
    layout: 'default',
    ability: ACCESS.member,
    menu: true,
    view: moneyPage(() =>
      import('../features/money/routes/credits-page.tsx').then((module) => module.CreditsPage),
    ),
  },
  {
    path: PATHS.memberPurchases,
    memberData: true,
    key: 'membersSettingsPurchases',
    layout: 'default',
    ability: ACCESS.member,
    menu: true,
    view: moneyPage(() =>
      import('../features/money/routes/purchases-page.tsx').then((module) => module.PurchasesPage),
    ),
  },
  {
    path: PATHS.memberReceipt,
    memberData: true,
    key: 'membersSettingsPurchasesById',
    layout: 'default',
    ability: ACCESS.member,
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
    ability: ACCESS.member,
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
    ability: ACCESS.member,
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
    path: PATHS.legalTerms,
    key: 'legalTerms',
    layout: 'blank',
    public: true,
    view: memberPage(() =>
      import('../features/members/routes/policy-page.tsx').then((module) => module.TermsPage),
    ),
  },
  {
    path: PATHS.legalPrivacy,
    key: 'legalPrivacy',
    layout: 'blank',
    public: true,
    view: memberPage(() =>
      import('../features/members/routes/policy-page.tsx').then((module) => module.PrivacyPage),
    ),
  },
];
