// Starts the built server for the browser tests on a throw-away embedded database.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// One directory per port, so two browser runs on different E2E_PORTs do not share a database.
const dataDir = fileURLToPath(new URL(`../.data-test/e2e-${process.env.PORT ?? 'default'}`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = 'true';
// A test server: its clock can be moved (lib/clock.ts; e2e/tests/moved-clock.spec.ts).
process.env.NODE_ENV = 'test';
process.env.TEST_CLOCK = 'movable';
process.env.LOG_LEVEL ??= 'warn';
// Every browser test signs up from 127.0.0.1; the per-address limit has its own API test.
process.env.SIGNUPS_PER_HOUR ??= '100000';

// A mail server in this process, so the browser tests run with email delivery on (decision 0024): it
// accepts every message and throws it away, except for addresses at bounce.test, which it refuses
// the way a real server refuses an unknown mailbox (550), so staff have failed emails to look at.
const { SMTPServer } = await import('smtp-server');
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (!address.address.endsWith('@bounce.test')) return callback();
    const refusal = Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 });
    return callback(refusal);
  },
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => callback());
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
smtp.server.unref();
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;
process.env.MAIL_FROM = 'studio@demo.test';
await import('../apps/api/dist/server.mjs');
