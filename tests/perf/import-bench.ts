import type { Stack } from '../../emulators/stack/src/stack.js';
import type { FieldDefinitionInput } from '../../functions/src/shared/contract/field.schema.js';
import type { UploadedFileResponse } from '../../functions/src/shared/contract/import.schema.js';
import type { MatchingTemplateInput } from '../../functions/src/shared/contract/matching.schema.js';
import type { Task } from '../../functions/src/shared/contract/task.schema.js';
import { cpuBetween, sampleCpu } from '../soak/cpu-usage.js';
import { BenchApi, createBenchProgram, createModel } from './grid-bench-api.js';
import { loadAverage, stackCpuRoots } from './stack-cpu-roots.js';

// Issue 13's import targets, through the whole local stack: a CSV of 50,000 rows × 10 fields
// uploaded (POST /api/collects/{id}/upload_to_cloud_storage), imported into a new collect
// (POST …/import, an IMPORT_CONTENT task polled until DONE) in ≤ 60 s, then the same file
// imported again in ≤ 60 s with 0 created and 50,000 unchanged. Figures are printed beside their
// targets; the counts are checked (a wrong count is a broken import, not a slow one).

const ROWS = Number(process.env.RAINBOW_IMPORT_BENCH_ROWS ?? 50_000);

const label = (en: string, fr: string) => ({ en, fr });
const REGIONS = ['north', 'south', 'east', 'west'].map((value) => ({
  value,
  label: label(value[0]?.toUpperCase() + value.slice(1), value),
}));

const FIELDS: FieldDefinitionInput[] = [
  {
    label: label('Code', 'Code'),
    variable: 'code',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
  },
  {
    label: label('Full name', 'Nom complet'),
    variable: 'full_name',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
  },
  {
    label: label('City', 'Ville'),
    variable: 'city',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
  },
  {
    label: label('Region', 'Région'),
    variable: 'region',
    datatype: 'STRING',
    input_method: 'SIMPLE_SELECT',
    options: REGIONS,
  },
  {
    label: label('Amount', 'Montant'),
    variable: 'amount',
    datatype: 'NUMBER',
    input_method: 'NUMBER',
  },
  {
    label: label('Visit date', 'Date de visite'),
    variable: 'visit_date',
    datatype: 'STRING',
    input_method: 'DATE_PICKER',
  },
  {
    label: label('Active', 'Actif'),
    variable: 'active',
    datatype: 'BOOLEAN',
    input_method: 'SWITCH',
  },
  {
    label: label('Phone', 'Téléphone'),
    variable: 'phone',
    datatype: 'STRING',
    input_method: 'PHONE_INPUT',
  },
  {
    label: label('Email', 'Courriel'),
    variable: 'email',
    datatype: 'STRING',
    input_method: 'EMAIL_FIELD',
  },
  {
    label: label('Notes', 'Notes'),
    variable: 'notes',
    datatype: 'STRING',
    input_method: 'TEXT_AREA',
  },
];

const HEADERS = [
  'Code',
  'Nom complet',
  'Ville',
  'Région',
  'Montant',
  'Date de visite',
  'Actif',
  'Téléphone',
  'Courriel',
  'Notes',
];

const TEMPLATE: MatchingTemplateInput = {
  columns: [
    { source: 'Code', variable: 'code', transform: 'TRIM' },
    { source: 'Nom complet', variable: 'full_name', transform: 'TRIM' },
    { source: 'Ville', variable: 'city', transform: 'TRIM' },
    { source: 'Région', variable: 'region', transform: 'OPTION_LABEL' },
    { source: 'Montant', variable: 'amount', transform: 'NUMBER_COMMA' },
    { source: 'Date de visite', variable: 'visit_date', transform: 'DATE_DMY' },
    { source: 'Actif', variable: 'active', transform: 'BOOLEAN' },
    { source: 'Téléphone', variable: 'phone', transform: 'TRIM' },
    { source: 'Courriel', variable: 'email', transform: 'TRIM' },
    { source: 'Notes', variable: 'notes', transform: 'TRIM' },
  ],
  key: { type: 'COLUMN', source: 'Code' },
  header_row: 1,
};

/** A French-style CSV (`;`, decimal commas, DD/MM/YYYY), the BOM Excel writes. */
function benchCsv(rows: number): string {
  const lines = [HEADERS.join(';')];
  for (let index = 0; index < rows; index += 1) {
    const day = String((index % 28) + 1).padStart(2, '0');
    const month = String((index % 12) + 1).padStart(2, '0');
    lines.push(
      [
        `C${String(index).padStart(6, '0')}`,
        `Person ${index}`,
        `City ${index % 500}`,
        // Labels in either language, as a spreadsheet's people typed them.
        ['North', 'south', 'East', 'west'][index % 4],
        `${index % 10_000},${index % 100}`,
        `${day}/${month}/2025`,
        index % 3 === 0 ? 'non' : 'oui',
        `+33 6 ${String(index).padStart(8, '0')}`,
        `person${index}@example.org`,
        `Visit notes for person ${index}`,
      ].join(';'),
    );
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

async function importOnce(api: BenchApi, programId: string, collectId: string, csv: string) {
  // Diagnostics: where the import's CPU went (Firestore emulator, function workers, …) and how
  // busy the machine was, printed beside the figure.
  const cpuRoots = stackCpuRoots();
  const cpuBefore = sampleCpu(cpuRoots);
  const loadBefore = loadAverage();
  const started = performance.now();
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const uploaded = await api.call<UploadedFileResponse>(
    'POST',
    `/api/collects/${collectId}/upload_to_cloud_storage`,
    undefined,
    form,
  );
  const uploadSeconds = (performance.now() - started) / 1000;
  const answer = await api.call<{ task: Task }>(
    'POST',
    `/api/programs/${programId}/collects/${collectId}/import`,
    { path: uploaded.body.file.path, header_row: 1, template: TEMPLATE },
  );
  let task = answer.body.task;
  while (!['DONE', 'FAILED', 'CANCELLED'].includes(task.status)) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    // A poll the emulator drops (it reloads when functions/ changes) is tried again.
    const read = await api.send<{ task: Task }>(
      'GET',
      `/api/programs/${programId}/tasks/${task._id}`,
    );
    if (read.status === 200) task = read.body.task;
  }
  if (task.status !== 'DONE')
    throw new Error(`The import ended ${task.status}: ${task.error ?? ''}`);
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuBetween(cpuBefore, sampleCpu(cpuRoots));
  const load = `load average ${loadBefore} before, ${loadAverage()} after`;
  return { seconds, uploadSeconds, task, diagnostics: `CPU: ${cpu}; ${load}` };
}

export async function runImportBench(stack: Stack): Promise<void> {
  const superAdmin = stack.seed.accounts.find((account) => account.role === 'SUPER_ADMIN');
  if (!superAdmin) throw new Error('The seed has no super administrator');
  const api = new BenchApi(stack.webUrl);
  await api.signIn(superAdmin.email, superAdmin.password);
  const programId = await createBenchProgram(api);
  const modelId = await createModel(api, `Import benchmark ${Date.now()}`, FIELDS);
  const collect = await api.call<{ _id: string }>('POST', `/api/program/${programId}/collect`, {
    title: 'Imported people',
    title_fr: 'Personnes importées',
    model: modelId,
  });
  const collectId = collect.body._id;
  const csv = benchCsv(ROWS);
  const size = (Buffer.byteLength(csv) / (1024 * 1024)).toFixed(1);
  console.log(`[bench] import: ${ROWS.toLocaleString('en-US')} rows × 10 fields (${size} MiB CSV)`);

  const first = await importOnce(api, programId, collectId, csv);
  const again = await importOnce(api, programId, collectId, csv);
  const counts = (task: Task) =>
    `${task.counts.created} created, ${task.counts.updated} updated, ${task.counts.unchanged} unchanged, ${task.counts.rejected} rejected`;
  console.log(
    `[bench]   first import:  ${first.seconds.toFixed(1)} s (upload and preview ${first.uploadSeconds.toFixed(1)} s)   (issue 13: ≤ 60 s); ${counts(first.task)}`,
  );
  console.log(`[bench]     ${first.diagnostics}`);
  console.log(
    `[bench]   same file again: ${again.seconds.toFixed(1)} s   (issue 13: ≤ 60 s, 0 created); ${counts(again.task)}`,
  );
  console.log(`[bench]     ${again.diagnostics}`);
  if (first.task.counts.created !== ROWS || again.task.counts.created !== 0) {
    throw new Error('The import benchmark counted wrong: see the counts above');
  }
  if (again.task.counts.unchanged !== ROWS) {
    throw new Error('Importing the same file again changed records');
  }
}
