// What may import what (docs/architecture.md "What may import what"). Run by `npm run lint:boundaries`,
// a stage of `npm test`.
const TESTS = ['\\.test\\.tsx?$', '^apps/api/test/', '\\.factories\\.ts$', '\\.invariants\\.ts$'];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Files import each other in one direction only: a cycle leaves a value undefined at load.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-module-public-entry',
      comment: "An API module reaches another only through that one's index.ts, never into its files.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: TESTS },
      to: { path: '^apps/api/src/modules/[^/]+/', pathNot: ['^apps/api/src/modules/$1/', '/index[.]ts$'] },
    },
    {
      name: 'web-feature-public-entry',
      comment:
        "A web feature reaches another only through that one's index.ts, never into its files. The " +
        'barrels re-export components, hooks and api hooks, never route pages: the route table ' +
        'lazy-loads those with import(), and a barrel must not pull page code into other chunks.',
      severity: 'error',
      from: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: TESTS,
      },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'web-public-entry-no-pages',
      comment:
        "A web feature's index.ts does not re-export its route pages: the route table lazy-loads them " +
        "(apps/web/src/app/*routes.ts), and a barrel would pull page code into its importers' chunks.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/index[.]ts$' },
      to: { path: '^apps/web/src/features/$1/routes/' },
    },
    {
      name: 'api-app-uses-public-entries',
      comment: 'The app, the server, the seed and lib reach a module through its index.ts too.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: ['^apps/api/src/modules/', ...TESTS] },
      to: { path: '^apps/api/src/modules/[^/]+/', pathNot: '/index[.]ts$' },
    },
    {
      name: 'api-lib-is-plumbing',
      comment: 'lib/ is the plumbing every module uses; it knows no module.',
      severity: 'error',
      from: { path: '^apps/api/src/(lib|db)/', pathNot: TESTS },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-orm-in-repositories',
      comment:
        'Only repositories (*.repository.ts) touch the ORM: routes -> service -> repository. Here the ' +
        'tables (db/schema); biome.json refuses drizzle-orm itself (node_modules is outside this graph). ' +
        'See docs/decisions/0042-api-layering.md.',
      severity: 'error',
      from: {
        path: '^apps/api/src/modules/',
        pathNot: ['[.]repository[.]ts$', ...TESTS],
      },
      to: { path: '^apps/api/src/db/schema/' },
    },
    {
      name: 'api-routes-through-services',
      comment:
        'A route handler parses the request, calls the service, shapes the reply and records the audit ' +
        'event; only services call repositories, so the rules (404s, scopes, checks) live in one place. ' +
        'A type from a repository is fine. See docs/decisions/0042-api-layering.md.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/.+[.]routes[.]ts$' },
      to: { path: '[.]repository[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-stands-alone',
      comment: 'packages/shared runs in the browser and on the server: it imports neither app.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-apart',
      comment: 'The web app and the API share code only through packages/shared.',
      severity: 'error',
      from: { path: '^apps/(web|api)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules|/dist/' },
  },
};
