import { ACCESS, EXPERT_ROLES, OWNER_ROLES, STAFF_ROLES } from '@bmp/shared';
import { PATHS } from '../config/paths.ts';
import {
  type AppRoute,
  accountSecurityPage,
  adminServicesPage,
  dashboardPage,
  moneyPage,
  page,
  studioPage,
} from './route-table.ts';

// The admin area (SPEC.md section 2): staff and experts, each page with the rule it needs.

export const ADMIN_ROUTES: AppRoute[] = [
  {
    path: PATHS.adminDashboard,
    key: 'adminDashboard',
    layout: 'default',
    ability: ACCESS.teamManage,
    roles: STAFF_ROLES,
    menu: true,
    view: dashboardPage(() =>
      import('../features/dashboards/routes/admin-dashboard-page.tsx').then(
        (module) => module.AdminDashboardPage,
      ),
    ),
  },
  {
    // The rows behind one figure of the studio dashboard (docs/routing.md).
    path: PATHS.adminDashboardList,
    key: 'adminDashboardList',
    layout: 'default',
    ability: ACCESS.teamManage,
    roles: STAFF_ROLES,
    view: dashboardPage(() =>
      import('../features/dashboards/routes/dashboard-list-page.tsx').then(
        (module) => module.DashboardListPage,
      ),
    ),
  },
  {
    path: PATHS.expertDashboard,
    key: 'adminExpertDashboard',
    layout: 'default',
    ability: ACCESS.teamRead,
    roles: EXPERT_ROLES,
    menu: true,
    // "My earnings" there is the payouts feature's card, with its texts.
    view: page(
      () =>
        import('../features/dashboards/routes/expert-dashboard-page.tsx').then(
          (module) => module.ExpertDashboardPage,
        ),
      ['dashboards', 'booking', 'payouts'],
    ),
  },
  {
    path: PATHS.providerDashboard,
    key: 'adminProviderDashboard',
    layout: 'default',
    ability: ACCESS.teamManage,
    roles: EXPERT_ROLES,
    menu: true,
    view: dashboardPage(() =>
      import('../features/dashboards/routes/provider-clients-page.tsx').then(
        (module) => module.ProviderClientsPage,
      ),
    ),
  },
  {
    // The expert's own weekly hours and time off (docs/routing.md "Paths SPEC.md does not give").
    path: '/admin/provider/availability',
    key: 'adminProviderAvailability',
    layout: 'default',
    ability: ACCESS.teamManage,
    roles: EXPERT_ROLES,
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
    path: PATHS.providerClient,
    key: 'adminProviderPatientById',
    layout: 'default',
    ability: ACCESS.teamManage,
    roles: EXPERT_ROLES,
    view: dashboardPage(() =>
      import('../features/dashboards/routes/provider-client-page.tsx').then(
        (module) => module.ProviderClientPage,
      ),
    ),
  },
  {
    // The week of sessions (decision 0017): staff see every expert, an expert their own.
    path: '/admin/calendar',
    key: 'adminCalendar',
    layout: 'default',
    ability: ACCESS.teamRead,
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
    ability: ACCESS.teamRead,
    menu: true,
    view: adminServicesPage,
  },
  {
    path: '/admin/services/prepaid',
    key: 'adminServicesPrepaid',
    layout: 'default',
    ability: ACCESS.staff,
    menu: true,
    view: moneyPage(() =>
      import('../features/money/routes/prepaid-page.tsx').then((module) => module.PrepaidPage),
    ),
  },
  {
    // Membership plans and the memberships the studio runs (docs/decisions/0055-memberships.md).
    path: PATHS.adminMemberships,
    key: 'adminServicesMemberships',
    layout: 'default',
    ability: ACCESS.staff,
    menu: true,
    view: page(
      () =>
        import('../features/memberships/routes/admin-memberships-page.tsx').then(
          (module) => module.AdminMembershipsPage,
        ),
      ['memberships'],
    ),
  },
  {
    path: PATHS.adminMembership,
    key: 'adminServicesMembershipsById',
    layout: 'default',
    ability: ACCESS.staff,
    view: page(
      () =>
        import('../features/memberships/routes/admin-membership-page.tsx').then(
          (module) => module.AdminMembershipPage,
        ),
      ['memberships'],
    ),
  },
  {
    // Live tracking (decision 0060): staff see every expert on their way today, an expert their own.
    path: PATHS.adminServicesTrack,
    key: 'adminServicesTrack',
    layout: 'fixed',
    ability: ACCESS.teamRead,
    menu: true,
    view: page(
      () => import('../features/tracking/routes/track-page.tsx').then((module) => module.TrackPage),
      ['tracking'],
    ),
  },
  {
    // Staff rank experts by distance to a client; an expert sees their distance to their own clients.
    path: PATHS.adminServicesDistance,
    key: 'adminServicesDistance',
    layout: 'fixed',
    ability: ACCESS.teamRead,
    menu: true,
    view: page(
      () => import('../features/tracking/routes/distance-page.tsx').then((module) => module.DistancePage),
      ['tracking'],
    ),
  },
  {
    path: PATHS.adminServiceNew,
    key: 'adminServicesNewById',
    layout: 'default',
    ability: ACCESS.teamManage,
    view: page(
      () => import('../features/booking/routes/admin-book-page.tsx').then((module) => module.AdminBookPage),
      ['booking'],
    ),
  },
  {
    path: PATHS.adminServiceComplete,
    key: 'adminServicesCompleteById',
    layout: 'default',
    ability: ACCESS.teamRead,
    view: page(
      () =>
        import('../features/booking/routes/admin-service-pages.tsx').then(
          (module) => module.AdminServiceCompletePage,
        ),
      ['booking'],
    ),
  },
  {
    path: PATHS.adminServiceConfirm,
    key: 'adminServicesConfirmById',
    layout: 'default',
    ability: ACCESS.teamRead,
    view: page(
      () =>
        import('../features/booking/routes/admin-service-pages.tsx').then(
          (module) => module.AdminServiceConfirmPage,
        ),
      ['booking', 'tracking'],
    ),
  },
  {
    path: PATHS.adminServiceDetails,
    key: 'adminServicesDetailsById',
    layout: 'default',
    ability: ACCESS.teamRead,
    view: page(
      () =>
        import('../features/booking/routes/admin-service-pages.tsx').then(
          (module) => module.AdminServiceDetailsPage,
        ),
      // 'members': the customer's health answers, for staff and the session's expert; 'tracking': the
      // expert's position sharing and the trip of an in-home session.
      ['booking', 'plans', 'members', 'tracking'],
    ),
  },
  {
    path: PATHS.adminServiceHistory,
    key: 'adminServicesHistoryById',
    layout: 'default',
    ability: ACCESS.teamRead,
    view: page(
      () =>
        import('../features/booking/routes/admin-service-pages.tsx').then(
          (module) => module.AdminServiceHistoryPage,
        ),
      ['booking'],
    ),
  },
  {
    path: PATHS.adminServiceReview,
    key: 'adminServicesReviewById',
    layout: 'default',
    ability: ACCESS.teamRead,
    view: page(
      () =>
        import('../features/booking/routes/admin-service-pages.tsx').then(
          (module) => module.AdminServiceReviewPage,
        ),
      ['booking'],
    ),
  },
  {
    path: PATHS.adminServicesByStatus,
    key: 'adminServicesByStatus',
    layout: 'default',
    ability: ACCESS.teamRead,
    view: adminServicesPage,
  },
  {
    path: PATHS.adminCustomersList,
    key: 'adminCustomersList',
    layout: 'default',
    ability: ACCESS.teamRead,
    menu: true,
    // An expert's clients are "My clients" (/admin/provider/dashboard), where this page sends them.
    menuRoles: STAFF_ROLES,
    view: moneyPage(() =>
      import('../features/customers/routes/customers-list-page.tsx').then(
        (module) => module.CustomersListPage,
      ),
    ),
  },
  {
    // Importing customers and their balances from a CSV (decision 0065); linked from the customers list.
    path: PATHS.adminCustomersImport,
    key: 'adminCustomersImport',
    layout: 'default',
    ability: ACCESS.staff,
    view: page(
      () =>
        import('../features/customer-import/routes/customer-import-page.tsx').then(
          (module) => module.CustomerImportPage,
        ),
      ['customerImport', 'money'],
    ),
  },
  {
    path: PATHS.adminCustomerDetails,
    key: 'adminCustomersDetailsById',
    layout: 'default',
    ability: ACCESS.teamRead,
    // 'members': the member's profile and health answers on the same page; 'contracts': their waivers;
    // 'memberships': their memberships.
    view: page(
      () =>
        import('../features/customers/routes/customer-details-page.tsx').then(
          (module) => module.CustomerDetailsPage,
        ),
      ['money', 'members', 'contracts', 'memberships'],
    ),
  },
  {
    path: PATHS.adminGroups,
    key: 'adminGroup',
    layout: 'default',
    ability: ACCESS.teamRead,
    menu: true,
    view: page(
      () =>
        import('../features/groups/routes/admin-groups-page.tsx').then((module) => module.AdminGroupsPage),
      ['groups'],
    ),
  },
  {
    path: PATHS.adminGroupNew,
    key: 'adminGroupNew',
    layout: 'default',
    ability: ACCESS.teamManage,
    view: page(
      () =>
        import('../features/groups/routes/admin-group-new-page.tsx').then(
          (module) => module.AdminGroupNewPage,
        ),
      ['groups'],
    ),
  },
  {
    path: PATHS.adminGroupDetails,
    key: 'adminGroupDetailsById',
    layout: 'default',
    ability: ACCESS.teamManage,
    view: page(
      () =>
        import('../features/groups/routes/admin-group-details-page.tsx').then(
          (module) => module.AdminGroupDetailsPage,
        ),
      ['groups'],
    ),
  },
  {
    path: '/admin/business',
    key: 'adminBusiness',
    layout: 'default',
    ability: ACCESS.teamManage,
    roles: STAFF_ROLES,
    menu: true,
    view: studioPage(() =>
      import('../features/studio/routes/business-profile-page.tsx').then(
        (module) => module.BusinessProfilePage,
      ),
    ),
  },
  {
    path: '/admin/business/services',
    key: 'adminBusinessServices',
    layout: 'default',
    ability: ACCESS.teamManage,
    roles: STAFF_ROLES,
    menu: true,
    view: page(
      () => import('../features/booking/routes/offerings-page.tsx').then((module) => module.OfferingsPage),
      ['booking'],
    ),
  },
  {
    // Staff edit any expert's hours; reached from the service catalog (docs/routing.md).
    path: PATHS.adminBusinessAvailability,
    key: 'adminBusinessAvailability',
    layout: 'default',
    ability: ACCESS.teamManage,
    roles: STAFF_ROLES,
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
    ability: ACCESS.teamManage,
    // Staff see every client; an expert only their own (the server limits the list).
    roles: [...STAFF_ROLES, ...EXPERT_ROLES],
    menu: true,
    view: studioPage(() =>
      import('../features/studio/routes/clients-page.tsx').then((module) => module.ClientsPage),
    ),
  },
  {
    path: '/admin/business/team',
    key: 'adminBusinessTeam',
    layout: 'default',
    ability: ACCESS.teamManage,
    roles: STAFF_ROLES,
    menu: true,
    view: studioPage(() =>
      import('../features/studio/routes/team-page.tsx').then((module) => module.TeamPage),
    ),
  },
  {
    path: PATHS.adminBusinessPayments,
    key: 'adminBusinessPayments',
    layout: 'default',
    ability: ACCESS.teamRead,
    roles: STAFF_ROLES,
    menu: true,
    view: moneyPage(() =>
      import('../features/money/routes/payments-page.tsx').then((module) => module.PaymentsPage),
    ),
  },
  {
    path: '/admin/business/payee',
    key: 'adminBusinessPayee',
    layout: 'default',
    ability: ACCESS.teamManage,
    roles: OWNER_ROLES,
    menu: true,
    // The payout runs there are the payouts feature's section, with its texts.
    view: page(
      () => import('../features/money/routes/payee-page.tsx').then((module) => module.PayeePage),
      ['money', 'payouts'],
    ),
  },
  {
    // Everything the studio holds as one archive (docs/decisions/0064-studio-export.md): the owner's
    // alone, like the payees whose numbers it may carry.
    path: PATHS.adminBusinessData,
    key: 'adminBusinessData',
    layout: 'default',
    ability: ACCESS.owner,
    roles: OWNER_ROLES,
    menu: true,
    view: page(
      () =>
        import('../features/studio-export/routes/studio-data-page.tsx').then(
          (module) => module.StudioDataPage,
        ),
      ['studioExport'],
    ),
  },
  {
    // API keys and webhooks (docs/decisions/0063-open-studio.md): webhooks for the owner and admins,
    // the API keys section for the owner alone (the page asks ACCESS.owner).
    path: PATHS.adminBusinessIntegrations,
    key: 'adminBusinessIntegrations',
    layout: 'default',
    ability: ACCESS.staff,
    menu: true,
    view: page(
      () =>
        import('../features/integrations/routes/integrations-page.tsx').then(
          (module) => module.IntegrationsPage,
        ),
      ['integrations'],
    ),
  },
  {
    // Staff see the emails that never arrived (docs/decisions/0024-email-delivery.md).
    path: '/admin/business/emails',
    key: 'adminBusinessEmails',
    layout: 'default',
    ability: ACCESS.teamManage,
    roles: STAFF_ROLES,
    menu: true,
    view: page(
      () =>
        import('../features/email/routes/failed-emails-page.tsx').then((module) => module.FailedEmailsPage),
      ['email'],
    ),
  },
  {
    // Staff issue, send and void; only the owner writes templates (the page hides it from admins, the
    // API refuses it) (decision 0053).
    path: '/admin/business/contract',
    key: 'adminBusinessContract',
    layout: 'default',
    ability: ACCESS.teamManage,
    roles: STAFF_ROLES,
    menu: true,
    view: page(
      () => import('../features/contracts/routes/contracts-page.tsx').then((module) => module.ContractsPage),
      ['contracts'],
    ),
  },
  {
    // Any team member signs their own contracts here; the owner countersigns too (decision 0053).
    path: PATHS.adminContractSign,
    key: 'adminBusinessContractSign',
    layout: 'default',
    ability: ACCESS.teamManage,
    view: page(
      () =>
        import('../features/contracts/routes/sign-contracts-page.tsx').then(
          (module) => module.SignContractsPage,
        ),
      ['contracts'],
    ),
  },
  {
    path: PATHS.adminAccount,
    key: 'adminAccount',
    layout: 'default',
    ability: ACCESS.teamRead,
    menu: true,
    view: accountSecurityPage,
  },
];
