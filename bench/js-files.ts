// `npx tsx bench/js-files.ts [path] [account]`: lists each script a cold load of one page fetches, with
// its gzipped size, largest first: the breakdown behind bench:web's "JS for /login" figure.
import { gzipSync } from 'node:zlib';
import { buildIfStale, launchChromium, signIn, startWebServer } from './web-lib.ts';

const path = process.argv[2] ?? '/login';
const account = process.argv[3];
buildIfStale();
const server = await startWebServer();
const browser = await launchChromium();
try {
  const context = await browser.newContext();
  if (account) await signIn(context, server.origin, `${account}@demo.test`);
  const page = await context.newPage();
  const files: Promise<{ url: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    files.push(
      response
        .body()
        .then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body).length })),
    );
  });
  await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
  const loaded = (await Promise.all(files)).sort((a, b) => b.gzip - a.gzip);
  for (const file of loaded) console.info(`${(file.gzip / 1024).toFixed(1).padStart(7)} KB  ${file.url}`);
  console.info(
    `${(loaded.reduce((sum, file) => sum + file.gzip, 0) / 1024).toFixed(1).padStart(7)} KB  total`,
  );
} finally {
  await browser.close();
  await server.stop();
}
