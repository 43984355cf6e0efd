// `npm run bench:web-floor`: builds bench/login-floor (a bare sign-in form on React 19, React Router,
// MUI and i18next, nothing of ours) with the web app's Vite and prints its JavaScript, gzipped: the
// floor under the "JS for /login" budget. See docs/decisions/0014-login-bundle-floor.md.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = fileURLToPath(new URL('./login-floor', import.meta.url));
const outDir = fileURLToPath(new URL('./results/login-floor', import.meta.url));
await build({
  root,
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 1000 },
});
const assets = `${outDir}/assets`;
let gzip = 0;
let raw = 0;
for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
  const body = readFileSync(`${assets}/${file}`);
  raw += body.length;
  gzip += gzipSync(body).length;
}
console.info(
  `Bare sign-in form on the mandated stack: ${(gzip / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(0)} KB raw)`,
);
