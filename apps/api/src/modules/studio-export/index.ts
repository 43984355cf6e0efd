// The module's public entry: what other folders may use (docs/architecture.md).

export { studioExportRoutes } from './studio-export.routes.ts';
export { type ExportDeps, pruneExpiredExports, runStudioExports } from './studio-export.service.ts';
