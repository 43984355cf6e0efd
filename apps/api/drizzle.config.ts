import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from the schema; migrations are committed and
// applied at start-up on both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
