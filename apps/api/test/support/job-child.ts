// Child process for the job runner's crash test: starts a runner on the PostgreSQL database given as
// argument whose `test-hang` job never finishes, prints "running" when it has taken a run, and waits to
// be killed with SIGKILL (a process that dies mid-run).
import { openDatabase } from '../../src/db/client.ts';
import { createJobRunner, defineJob } from '../../src/lib/jobs/index.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: job-child <postgres url>');
const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const hang = defineJob<{ n: number }>({
  name: 'test-hang',
  retry: { limit: 1, delaySeconds: 0 },
  run: () => {
    process.stdout.write('running\n');
    return new Promise(() => {});
  },
});
const runner = createJobRunner({
  database,
  jobs: [hang],
  log: { info: () => {}, error: () => {} },
  pollingSeconds: 0.5,
});
await runner.start();
await runner.send(hang, { n: 1 });
process.stdout.write('started\n');
