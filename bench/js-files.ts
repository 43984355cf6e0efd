// `npx tsx bench/js-files.ts [path] [account]`: lists each script a cold load of one page fetches, with
// the bytes the browser downloaded for it, largest first: the breakdown behind bench:web's "JS on the
// wire" figures.
import { buildIfStale, javaScriptOnTheWire, launchChromium, signIn, startWebServer } from './web-lib.ts';

const path = process.argv[2] ?? '/login';
const account = process.argv[3];
buildIfStale();
const server = await startWebServer();
const browser = await launchChromium();
try {
  const context = await browser.newContext();
  if (account) await signIn(context, server.origin, `${account}@demo.test`);
  const page = await context.newPage();
  await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const loaded = (await javaScriptOnTheWire(page)).sort((a, b) => b.transferSize - a.transferSize);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  for (const file of loaded) {
    console.info(`${kb(file.transferSize)} KB  ${file.url} (${kb(file.decodedBodySize).trim()} KB decoded)`);
  }
  console.info(`${kb(loaded.reduce((sum, file) => sum + file.transferSize, 0))} KB  total on the wire`);
} finally {
  await browser.close();
  await server.stop();
}
