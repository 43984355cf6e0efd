// The studio's full export (docs/decisions/0064-studio-export.md): its page is in the route table;
// other features use its list of exports.
export { useStudioExports } from './api/studio-export.ts';
