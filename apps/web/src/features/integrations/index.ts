// The studio's integrations (docs/decisions/0063-open-studio.md): its page is loaded by the route
// table (app/admin-routes.ts) straight from routes/, so this entry exports nothing else.
export {};
