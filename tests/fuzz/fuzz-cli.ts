// `npm run fuzz -- [--runs N] [--seed S] [--only REGEX] [--concurrency C]`: fuzzes every
// operation of /api/openapi.json against a stack of its own, prints the seed, the figures and
// a minimal reproduction of each distinct failure. Exit code 1 when anything failed.
import { parseArgs } from 'node:util';

import { runFuzz } from './fuzz-runner.js';
import { formatReport } from './report-format.js';
import { startThrowawayStack } from './throwaway-stack.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    seed: { type: 'string' },
    only: { type: 'string' },
    concurrency: { type: 'string', default: '4' },
  },
});
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const runs = Number(values.runs);
if (!Number.isInteger(seed) || !Number.isInteger(runs) || runs < 1) {
  console.error('Usage: npm run fuzz -- [--runs N] [--seed S] [--only REGEX] [--concurrency C]');
  process.exit(2);
}

console.log(`[fuzz] seed ${seed}, ${runs} run(s); starting a stack of its own…`);
const { stack, stop } = await startThrowawayStack('fuzz');
let failed = true;
try {
  console.log(`[fuzz] stack at ${stack.webUrl}`);
  const report = await runFuzz({
    baseUrl: stack.webUrl,
    seed,
    runs,
    accounts: stack.seed.accounts,
    concurrency: Number(values.concurrency),
    ...(values.only ? { only: new RegExp(values.only) } : {}),
    log: (line) => console.log(line),
  });
  console.log(`\n${formatReport(report)}`);
  failed = report.failures.length > 0 || report.worldLost !== undefined;
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
