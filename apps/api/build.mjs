// Bundles the API (and @bmp/shared, which ships as TypeScript) into dist/server.mjs; npm packages stay
// external and load from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // @bmp/shared is a workspace package of TypeScript sources: bundle it rather than load it.
  alias: { '@bmp/shared': '../../packages/shared/src/index.ts' },
  logLevel: 'warning',
});
