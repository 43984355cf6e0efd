// The one paths table: every address that code links or redirects to, by name. The route table
// (app/routes.ts and its public-, admin- and member-routes.ts) holds each page's layout and rule.
export const PATHS = {
  root: '/',
  home: '/home',
  login: '/login',
  mailbox: '/mailbox',
  memberLogin: '/member-login',
  expertLogin: '/expert-login',
  register: '/register',
  business: '/business',
  businessSignup: '/business/signup',
  pricing: '/pricing',
  help: '/help',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  twoStep: '/two-step',
  notAuthorized: '/not-authorized',
  /** Where a suspended studio's people land (docs/decisions/0062-platform-operator.md). */
  studioSuspended: '/suspended',
  /** The platform operator's console. */
  operatorConsole: '/operator',
  /** The platform's landing content, edited by the operator (SPEC.md: manage on all). */
  landingEditor: '/front-pages/landing-page',
  legalTerms: '/legal/terms',
  legalPrivacy: '/legal/privacy',
  adminDashboard: '/admin/dashboard',
  adminDashboardList: '/admin/dashboard/lists/:list',
  providerDashboard: '/admin/provider/dashboard',
  providerClient: '/admin/provider/patient/:id',
  adminGroups: '/admin/group',
  adminGroupNew: '/admin/group/new',
  adminGroupDetails: '/admin/group/details/:id',
  expertDashboard: '/admin/expert-dashboard',
  adminAccount: '/admin/account',
  adminServicesByStatus: '/admin/services/:status',
  adminServiceDetails: '/admin/services/details/:id',
  adminServiceConfirm: '/admin/services/confirm/:id',
  adminServiceComplete: '/admin/services/complete/:id',
  adminServiceHistory: '/admin/services/history/:id',
  adminServiceReview: '/admin/services/review/:id',
  adminServiceNew: '/admin/services/new/:id',
  adminServicesTrack: '/admin/services/track',
  adminServicesDistance: '/admin/services/distance',
  adminCustomersList: '/admin/customers/list',
  adminCustomerDetails: '/admin/customers/details/:id',
  adminCustomersImport: '/admin/customers/import',
  adminBusinessAvailability: '/admin/business/availability',
  adminBusinessPayments: '/admin/business/payments',
  /** The studio's full export (decisions/0064-studio-export.md), the owner's alone. */
  adminBusinessData: '/admin/business/data',
  /** API keys (the owner) and webhooks (owner and admins): decisions/0063-open-studio.md. */
  adminBusinessIntegrations: '/admin/business/integrations',
  memberDashboard: '/members/dashboard',
  memberOnboard: '/members/onboard',
  memberAccount: '/members/settings/account',
  memberServices: '/members/services',
  memberServicesNew: '/members/services/new',
  memberServiceDetails: '/members/services/details/:id',
  memberPurchase: '/members/purchase',
  memberPurchases: '/members/settings/purchases',
  memberCredits: '/members/settings/credits',
  memberReceipt: '/members/settings/purchases/:id',
  memberHousehold: '/members/settings/members',
  memberContracts: '/members/contracts',
  memberContract: '/members/contracts/:id',
  adminContractSign: '/admin/business/contract/sign',
  contractLink: '/contracts/sign/:token',
  adminMemberships: '/admin/services/memberships',
  adminMembership: '/admin/services/memberships/:id',
  memberMemberships: '/members/memberships',
  memberMembership: '/members/memberships/:id',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** The `:name` parameters of a path pattern: '/a/:id/b/:slug' → 'id' | 'slug'. */
type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type HrefArgs<Path extends string> = [PathParams<Path>] extends [never]
  ? [params?: undefined, search?: Record<string, string | undefined>]
  : [params: Record<PathParams<Path>, string>, search?: Record<string, string | undefined>];

/**
 * The address of a page of the paths table, its parameters filled in (encoded) and an optional query
 * (empty values left out): `href(PATHS.adminServiceDetails, { id })`. The parameters are typed from
 * the pattern, so a missing or misspelt one does not compile.
 */
export function href<Path extends AppPath>(path: Path, ...[params, search]: HrefArgs<Path>): string {
  const filled = path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent((params as Record<string, string> | undefined)?.[name] ?? ''),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search ?? {})) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${filled}?${text}` : filled;
}
