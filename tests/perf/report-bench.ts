import { PROJECT_ID } from '../../emulators/stack/src/firebase-process.js';
import type { Stack } from '../../emulators/stack/src/stack.js';
import type { FieldDefinitionInput } from '../../functions/src/shared/contract/field.schema.js';
import type { RecordField } from '../../functions/src/shared/contract/field.schema.js';
import type {
  GraphicResponse,
  GraphicResult,
} from '../../functions/src/shared/contract/report.schema.js';
import { BenchApi, createBenchProgram, createModel } from './grid-bench-api.js';
import { billingReader, percentile } from './grid-bench-http.js';
import type { Billed } from './grid-bench-http.js';
import { loadRecords } from './grid-bench-load.js';

// Issue 14's report target (README, "Reports"), through the whole local stack: a RING graphic
// grouped by a 12-option select over a 100,000-record collect answers in p95 ≤ 300 ms through
// Hosting → function → emulator, and Firestore bills at most groups × ceil(records per group /
// 1,000) reads plus a small constant (the figures are aggregation queries, one per group: never
// a read per record). Figures are printed beside their targets, not asserted; the run fails
// only when it is broken, including when a figure differs from the records loaded.

const RECORDS = Number(process.env.RAINBOW_REPORT_BENCH_RECORDS ?? 100_000);
const CALLS = Number(process.env.RAINBOW_REPORT_BENCH_CALLS ?? 60);
const WARM_UP = 10;

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

const label = (en: string, fr: string) => ({ en, fr });

const FIELDS: FieldDefinitionInput[] = [
  {
    label: label('Full name', 'Nom complet'),
    variable: 'full_name',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
  },
  {
    label: label('Month of visit', 'Mois de visite'),
    variable: 'month',
    datatype: 'STRING',
    input_method: 'SIMPLE_SELECT',
    options: MONTHS.map((month) => ({ value: month, label: label(month, month) })),
  },
  {
    label: label('Amount (EUR)', 'Montant (EUR)'),
    variable: 'amount',
    datatype: 'NUMBER',
    input_method: 'NUMBER',
  },
];

/** What the loaded records hold, counted as they are generated: the figures' reference. */
class MonthTally {
  readonly counts = new Map<string, number>(MONTHS.map((month) => [month, 0]));

  readonly valuesOf = (random: () => number): Record<string, string | number | null> => {
    // Uneven months (summer busier), so that groups differ in size.
    const weight = random() < 0.25 ? 6 + Math.floor(random() * 3) : Math.floor(random() * 12);
    const month = MONTHS[weight] ?? 'jan';
    this.counts.set(month, (this.counts.get(month) ?? 0) + 1);
    return {
      full_name: `Visitor ${Math.floor(random() * 1e6)}`,
      month,
      amount: Math.round(random() * 500),
    };
  };
}

interface Timing {
  p50: number;
  p95: number;
  runs: number;
}

async function timed(runs: number, call: () => Promise<number>): Promise<Timing> {
  for (let run = 0; run < WARM_UP; run += 1) await call();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const status = await call();
    times.push(performance.now() - started);
    if (status !== 200) throw new Error(`A timed call answered ${status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), runs };
}

function checkFigures(result: GraphicResult, tally: MonthTally): void {
  const wrong = MONTHS.flatMap((month) => {
    const figure = result.groups.find((group) => group.value === month)?.figure;
    const expected = tally.counts.get(month) ?? 0;
    return figure === expected
      ? []
      : [`${month}: the report says ${figure}, the records ${expected}`];
  });
  if (result.records !== RECORDS) wrong.push(`records: ${result.records}, loaded ${RECORDS}`);
  if (wrong.length > 0) throw new Error(`Report benchmark: wrong figures\n${wrong.join('\n')}`);
}

function print(timing: Timing, billed: Billed, tally: MonthTally, signedIn: Billed): void {
  const perGroup = [...tally.counts.values()].reduce(
    (total, count) => total + Math.max(1, Math.ceil(count / 1000)),
    0,
  );
  const average = Math.ceil(RECORDS / MONTHS.length / 1000) * MONTHS.length;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `[bench] report: a RING by a 12-option select over ${RECORDS.toLocaleString('en-US')} records`,
  );
  console.log(
    `[bench]   GET one graphic with its figures: p50 ${ms(timing.p50)}, p95 ${ms(timing.p95)} over ${timing.runs} calls   (target p95 ≤ 300 ms)`,
  );
  console.log(
    `[bench]   billed reads per call: ${billed.reads} (writes ${billed.writes})   (target ≤ groups × ceil(records per group / 1,000) + small constant = ${average} + c; with these groups' sizes Σ ceil(n / 1,000) = ${perGroup})`,
  );
  console.log(
    `[bench]   of which any signed-in call reads ${signedIn.reads} (the caller's user document); the rest is the program, the graphic, the collect and its model`,
  );
}

/** The report benchmark against a started stack; prints its figures. */
export async function runReportBench(stack: Stack): Promise<void> {
  const superAdmin = stack.seed.accounts.find((account) => account.role === 'SUPER_ADMIN');
  if (!superAdmin) throw new Error('The seed has no super administrator');
  const admin = new BenchApi(stack.webUrl);
  await admin.signIn(superAdmin.email, superAdmin.password);
  const programId = await createBenchProgram(admin);
  const modelId = await createModel(admin, `Report benchmark visits ${Date.now()}`, FIELDS);
  const model = await admin.call<{ model: { fields: RecordField[] } }>(
    'GET',
    `/api/admin/models/${modelId}`,
  );
  const collect = await admin.call<{ _id: string }>('POST', `/api/program/${programId}/collect`, {
    title: 'Visits',
    title_fr: 'Visites',
    model: modelId,
    fieldsToDisplay: ['full_name', 'month', 'amount'],
    filterable_fields: ['month'],
  });
  const collectId = collect.body._id;

  const tally = new MonthTally();
  const firestoreHost = `127.0.0.1:${stack.ports.firestore}`;
  console.log(`[bench] report: loading ${RECORDS.toLocaleString('en-US')} records…`);
  const load = await loadRecords(
    {
      firestoreHost,
      projectId: PROJECT_ID,
      programId,
      collectId,
      fields: model.body.model.fields,
      author: null,
      valuesOf: tally.valuesOf,
    },
    RECORDS,
  );
  console.log(`[bench]   loaded in ${load.seconds.toFixed(1)} s`);

  const made = await admin.call<GraphicResponse>(
    'POST',
    `/api/program/${programId}/reports/${programId}/graphics`,
    {
      type: 'RING',
      title: { en: 'Visits by month', fr: 'Visites par mois' },
      collectId,
      groupBy: 'month',
      groupingOperator: 'COUNT',
      indicator: null,
      filters: [],
    },
  );
  const path = `/api/reports/${programId}/graphics/${made.body.graphic._id}`;
  const first = await admin.call<GraphicResponse>('GET', path);
  if (!first.body.graphic.result) {
    throw new Error(`No figures: ${first.body.graphic.problem ?? 'unknown problem'}`);
  }
  checkFigures(first.body.graphic.result, tally);

  const costOf = billingReader(firestoreHost, PROJECT_ID);
  const timing = await timed(CALLS, async () => (await admin.send('GET', path)).status);
  const billed = await costOf(() => admin.call('GET', path));
  const signedIn = await costOf(() => admin.call('GET', '/api/auth/get_current_user'));
  print(timing, billed, tally, signedIn);
}
