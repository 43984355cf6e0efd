// Child process for the crash test: writes to the embedded database as fast as it can and prints the
// slug of every committed row, until it is killed with SIGKILL.
import { openDatabase } from '../../src/db/client.ts';
import { businesses } from '../../src/db/schema/index.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crash-writer <pglite data dir>');
const database = await openDatabase({ kind: 'pglite', dataDir });
await database.migrate();
process.stdout.write('ready\n');
for (let i = 0; ; i++) {
  const slug = `crash-${process.pid}-${i}`;
  await database.db.transaction(async (tx) => {
    await tx.insert(businesses).values({ name: `Crash ${i}`, slug });
  });
  process.stdout.write(`ack ${slug}\n`);
}
