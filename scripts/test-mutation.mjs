// `npm run test:mutation`: StrykerJS over packages/shared and over the pure logic of the API's booking,
// credits, ledger and purchases modules (configs in mutation/). Not part of `npm test`: it takes
// minutes. Reports: reports/mutation/<target>.html and .json. The last lines are the two scores.
// `npm run test:mutation -- shared` (or `api`) runs one target.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const TARGETS = { shared: 85, api: 75 };
const wanted = process.argv.slice(2).filter((name) => name in TARGETS);
const targets = wanted.length > 0 ? wanted : Object.keys(TARGETS);

/** Stryker's mutation score: detected (killed, timed out) over all valid mutants (ignored ones left out). */
function scoreOf(target) {
  const report = JSON.parse(readFileSync(`${root}/reports/mutation/${target}.json`, 'utf8'));
  const counts = {};
  for (const file of Object.values(report.files))
    for (const mutant of file.mutants) counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0);
  const valid = detected + (counts.Survived ?? 0) + (counts.NoCoverage ?? 0);
  return { score: (100 * detected) / valid, detected, valid, ignored: counts.Ignored ?? 0 };
}

let failed = false;
const lines = [];
for (const target of targets) {
  const run = spawnSync('npx', ['stryker', 'run', `mutation/stryker.${target}.config.mjs`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.error) throw run.error;
  const { score, detected, valid, ignored } = scoreOf(target);
  const ok = score >= TARGETS[target];
  failed ||= !ok;
  lines.push(
    `Mutation score ${target}: ${score.toFixed(2)}% (${detected} of ${valid} mutants detected, ${ignored} ignored; target ${TARGETS[target]}%) ${ok ? 'ok' : 'BELOW TARGET'}`,
  );
}
console.info(`\n${lines.join('\n')}`);
process.exit(failed ? 1 : 0);
