// The studio's integrations (docs/decisions/0063-open-studio.md): its page is in the route table.
export { IntegrationsPage } from './routes/integrations-page.tsx';
