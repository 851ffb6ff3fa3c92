import type { WriteBatch } from 'firebase-admin/firestore';
import type { BlobStore } from '../../core/blobs/blob-store.js';
import { appError } from '../../core/errors.js';
import { errorCodeOf } from '../../core/error-codes.js';
import { openTable } from '../../core/tabular/table-reader.js';
import type { Table } from '../../core/tabular/table-reader.js';
import { TabularError } from '../../core/tabular/tabular-error.js';
import type { User } from '../../shared/contract/user.schema.js';
import type { ReachCollect, RecordReach } from '../../shared/permissions/record-reach.js';
import type { Subject } from '../../shared/permissions/roles.js';
import type { TaskIo, TaskRun, TaskWork } from '../tasks/task-work.js';
import { decideChunk, keyRows } from './import-chunk.js';
import type { ChunkContext, ChunkDecision, KeyedRow } from './import-chunk.js';
import { readImportFile } from './import-files.js';
import { SheetsError } from '../../core/sheets/sheets-error.js';
import type { SheetsClient } from '../../core/sheets/sheets-client.js';
import { SHEET_MESSAGES } from './sheet-messages.js';
import { openSheetSnapshot } from './sheet-snapshot.js';
import type { SheetSnapshot } from './sheet-snapshot.js';
import { IMPORT_MESSAGES } from './import-messages.js';
import {
  decidedWriteBytes,
  IMPORT_CHUNK_BYTES,
  IMPORT_CHUNK_ROWS,
  IMPORT_COMMIT_BYTES,
  IMPORT_START,
  importCursorSchema,
  importTaskInputSchema,
  rowWrite,
} from './import-input.js';
import type { ImportCursor, ImportTaskInput } from './import-input.js';
import { mayImport } from '../../shared/permissions/imports.js';
import type {
  ExistingRecord,
  ImportCollect,
  ImportsRepository,
  LiveCollect,
} from './imports.repository.js';
import { mapRow, planMapping } from './row-mapping.js';
import type { MappedRow } from './row-mapping.js';

// The IMPORT_CONTENT task. It reads the uploaded file from the start each run (rows up to the
// cursor only give their keys, so a key repeated across a resumed chunk is still caught), maps
// and checks each row, and commits chunks of at most 2,000 rows (fewer when values are long): a
// chunk's records, its progress, counts, rejections and cursor in one batch (io.commit), so a
// crash leaves a chunk whole or not at all, and the resumed run decides the same rows against
// the same records. The one activity entry goes with the last chunk: a log line per chunk would
// bury the program's log under an import's chunks, and one at the end says what the import did
// as a whole.

export interface ImportWorkDeps {
  readonly repository: ImportsRepository;
  readonly blobs: BlobStore;
  /** A sync of a Google Sheet source reads the sheet (sheet-snapshot.ts); files need none. */
  readonly sheets?: SheetsClient;
  readonly reach: (subject: Subject, collect: ReachCollect) => Promise<RecordReach>;
  readonly findUser: (uid: string) => Promise<User | null>;
}

const GRPC_ALREADY_EXISTS = 6;
const GRPC_FAILED_PRECONDITION = 9;
/**
 * A chunk refused by a concurrent change (a rule being applied writes the collect's progress, a
 * save, another import) is read and decided again, after a pause that grows.
 */
const CHUNK_ATTEMPTS = 10;
const RETRY_PAUSE_MS = 100;

const CANNOT_IMPORT = 'The person who started this import can no longer import into this collect';

interface Run {
  readonly task: TaskRun;
  readonly io: TaskIo;
  readonly input: ImportTaskInput;
  readonly context: ChunkContext;
  cursor: ImportCursor;
  /**
   * Rows are created without first reading whether their records exist: the collect held none
   * when this run started and rows are keyed by a column, so a record can only exist if
   * something created it meanwhile, and then the batch's create is refused as a whole
   * (ALREADY_EXISTS): the chunk is read and decided again, and so is every chunk after it. A new
   * import's 2,000 reads a chunk (25 of its 50,000 records) are skipped; nothing else changes.
   * Not with matched fields, whose rows also look for records the form made under other ids.
   */
  createsUnread: boolean;
}

async function starter(deps: ImportWorkDeps, task: TaskRun, collect: ImportCollect) {
  const user = task.createdBy ? await deps.findUser(task.createdBy._id) : null;
  if (!user || user.status === 'DISABLED' || !task.createdBy)
    throw appError('FORBIDDEN', CANNOT_IMPORT);
  const subject: Subject = { uid: user._id, level: user.level, roles: user.roles };
  const reach = await deps.reach(subject, collect);
  if (!mayImport(subject, collect) || !reach.write) throw appError('FORBIDDEN', CANNOT_IMPORT);
  return { reach, author: task.createdBy };
}

/**
 * A row keyed by the collect's matched fields whose import id names no record may still name
 * one the form or a webhook made: found by its values, it is that record the row updates.
 */
async function locateByMatchedFields(
  deps: ImportWorkDeps,
  run: Run,
  keyed: readonly KeyedRow[],
  found: Map<string, ExistingRecord>,
): Promise<{ rows: KeyedRow[]; existing: Map<string, ExistingRecord> }> {
  const { plan, collect } = run.context;
  const missing = keyed.filter(
    (row) => row.recordId !== null && row.row.key !== null && !found.has(row.recordId),
  );
  if (plan.key?.kind !== 'FIELDS' || missing.length === 0)
    return { rows: [...keyed], existing: found };
  const keys = missing.flatMap((row) => row.row.key ?? []);
  const matching = await deps.repository.matchingRecords(collect, plan.key.variables, keys);
  const existing = new Map(found);
  const rows = keyed.map((row) => {
    const match = row.row.key === null ? undefined : matching.get(row.row.key);
    if (!match || row.recordId === null || found.has(row.recordId)) return row;
    existing.set(match.id, match.record);
    return { ...row, recordId: match.id };
  });
  return { rows, existing };
}

/** A chunk's rows, keyed once and in file order (keying records which keys are taken). */
interface Chunk {
  readonly rows: readonly MappedRow[];
  readonly keyed: readonly KeyedRow[];
  readonly ids: readonly string[];
  readonly last: boolean;
}

function chunkOf(run: Run, rows: MappedRow[], seen: Map<string, number>, last: boolean): Chunk {
  const keyed = keyRows(run.context.collect.id, rows, seen, run.context.plan);
  const ids = [...new Set(keyed.flatMap((row) => row.recordId ?? []))];
  return { rows, keyed, ids, last };
}

/** The chunk's first and second halves, keyed as the chunk was (a key stays where it was seen). */
function halves(chunk: Chunk): [Chunk, Chunk] {
  const middle = Math.ceil(chunk.rows.length / 2);
  const part = (from: number, to: number, last: boolean): Chunk => {
    const keyed = chunk.keyed.slice(from, to);
    const ids = [...new Set(keyed.flatMap((row) => row.recordId ?? []))];
    return { rows: chunk.rows.slice(from, to), keyed, ids, last };
  };
  return [part(0, middle, false), part(middle, chunk.rows.length, chunk.last)];
}

/** What a chunk will write, decided from the collect and the records as they were read. */
interface Decided {
  readonly live: LiveCollect;
  readonly decision: ChunkDecision;
  readonly at: Date;
  /** A batch holding its record writes already, for its commit's first try. */
  readonly records: WriteBatch;
}

/**
 * Reads what the chunk's rows name, then decides; `turn` (when given) holds the deciding back
 * until the chunk before has been sent to the database, which then writes while this decides.
 */
async function decide(
  deps: ImportWorkDeps,
  run: Run,
  chunk: Chunk,
  turn?: Promise<void>,
): Promise<Decided> {
  const { collect } = run.context;
  const [live, found] = await Promise.all([
    deps.repository.liveCollect(collect),
    run.createsUnread
      ? new Map<string, ExistingRecord>()
      : deps.repository.existing(collect, chunk.ids),
  ]);
  if (!live) throw appError('NOT_FOUND', 'The collect of this import no longer exists');
  const { rows: located, existing } = await locateByMatchedFields(deps, run, chunk.keyed, found);
  await turn;
  const at = run.io.now();
  const decision = decideChunk({ ...run.context, at }, live, located, existing);
  const records = deps.repository.prepareRecords(collect, decision);
  return { live, decision, at, records };
}

/** Whether records' acl decided under `before` still holds under `now` (same rules). */
function sameRules(before: LiveCollect, now: LiveCollect): boolean {
  return (
    before.collect.rulesVersion === now.collect.rulesVersion &&
    JSON.stringify(before.collect.accessConditions) === JSON.stringify(now.collect.accessConditions)
  );
}

/**
 * An early decision read the collect before the chunk before committed, which writes the
 * collect (its access classes): the collect is read again, and the decision stands with that
 * read's update time as the precondition when the rules are the same (else it is made again).
 */
async function current(deps: ImportWorkDeps, run: Run, chunk: Chunk, early: Decided) {
  const live = await deps.repository.liveCollect(run.context.collect);
  if (!live) throw appError('NOT_FOUND', 'The collect of this import no longer exists');
  return sameRules(early.live, live) ? { ...early, live } : decide(deps, run, chunk);
}

/** A chunk waiting for its commit: its decision under way, and what to call once it is sent. */
interface Waiting {
  readonly chunk: Chunk;
  readonly early: Promise<Decided>;
  readonly sent: () => void;
}

/**
 * Commits a chunk; `early` is its decision made while the chunk before was being committed. A
 * commit refused by a concurrent change (the collect's rules, a record saved meanwhile, or
 * another import registering an access class on the collect) is decided again and retried.
 */
async function commitChunk(deps: ImportWorkDeps, run: Run, waiting: Waiting): Promise<void> {
  const { chunk } = waiting;
  try {
    for (let attempt = 1; ; attempt += 1) {
      const { live, decision, at, records } =
        attempt === 1
          ? await current(deps, run, chunk, await waiting.early)
          : await decide(deps, run, chunk);
      if (chunk.rows.length > 1 && decidedWriteBytes(decision) > IMPORT_COMMIT_BYTES) {
        // Updates carrying long values their rows do not map: each half is decided and
        // committed on its own, in file order (a record is at most 1 MiB, so halving ends).
        waiting.sent();
        for (const half of halves(chunk)) {
          const early = decide(deps, run, half);
          await commitChunk(deps, run, { chunk: half, early, sent: () => {} });
        }
        return;
      }
      const { counts } = decision;
      const last = chunk.last;
      const cursor: ImportCursor = {
        row: chunk.rows.at(-1)?.number ?? run.cursor.row,
        created: run.cursor.created + counts.created,
        updated: run.cursor.updated + counts.updated,
        unchanged: run.cursor.unchanged + counts.unchanged,
        rejected: run.cursor.rejected + counts.rejected,
        finished: last,
      };
      const { created, updated, unchanged, rejected } = cursor;
      try {
        const writes = {
          live,
          creates: decision.creates,
          updates: decision.updates,
          finished: last
            ? {
                author: run.context.author,
                label: run.input.name,
                counts: { created, updated, unchanged, rejected },
                at,
              }
            : null,
        };
        const { collect } = run.context;
        const committed = run.io.commit(
          (batch) => deps.repository.writeChunk(batch, collect, writes),
          {
            cursor,
            done: chunk.rows.length,
            total: run.input.total_rows,
            counts,
            rejections: decision.rejections,
          },
          {
            batch: records,
            complete: (batch) => deps.repository.completeChunk(batch, collect, writes),
          },
        );
        // The next chunk decides once this request is on its way (a macrotask later).
        setImmediate(waiting.sent);
        await committed;
        run.cursor = cursor;
        return;
      } catch (error) {
        const code = errorCodeOf(error);
        const contended = code === GRPC_FAILED_PRECONDITION || code === GRPC_ALREADY_EXISTS;
        if (!contended || attempt >= CHUNK_ATTEMPTS) throw error;
        if (code === GRPC_ALREADY_EXISTS) run.createsUnread = false;
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS * attempt));
      }
    }
  } finally {
    waiting.sent();
  }
}

/**
 * Chunks are committed one after the other, in file order, but each is read and decided while
 * the one before is being committed: its reads are sent before that commit (a chunk's records
 * are not the chunk before's: keys are unique in the file), so the database answers them at
 * once, and it decides once that commit is sent, while the database writes, instead of each
 * waiting for the other (issue 13's 50,000 rows in a minute).
 *
 * The rows are read by one loop and the chunks committed by another: a commit starts as soon as
 * the one before it is done, once the chunk after it has sent its reads (or the file is read),
 * while the next rows are being read and mapped. (When the reading waited for each commit, the
 * database sat idle while the next 2,000 rows were read: a tenth of an import's time.) At most
 * two chunks wait while one commits.
 */
async function importRows(deps: ImportWorkDeps, run: Run, rows: Table['rows']): Promise<void> {
  const seen = new Map<string, number>();
  const pending: MappedRow[] = [];
  let pendingBytes = 0;
  // Chunks read or decided, waiting for their commit in file order.
  const waiting: Waiting[] = [];
  let lastSent: Promise<void> = Promise.resolve();
  // Every row has been read (`read`), or reading stopped on an error (`stopped`).
  let read = false;
  let stopped = false;
  let failure: { error: unknown } | null = null;
  const throwFailure = () => {
    if (failure) throw failure.error;
  };
  // Wakes whichever loop waits: a chunk was added or taken, or a loop ended.
  let wake = () => {};
  let changed = new Promise<void>((resolve) => (wake = resolve));
  const notify = () => {
    const resolve = wake;
    changed = new Promise<void>((next) => (wake = next));
    resolve();
  };

  const committer = (async () => {
    for (;;) {
      if (stopped) return;
      const ready = waiting.length > 1 || (read && waiting.length > 0);
      const next = ready ? waiting.shift() : undefined;
      if (next) {
        notify();
        await commitChunk(deps, run, next);
      } else if (read) {
        return;
      } else {
        await changed;
      }
    }
  })().catch((error: unknown) => {
    failure = { error };
    notify();
  });

  const add = async (chunk: Chunk) => {
    throwFailure();
    let sent = () => {};
    const wasSent = new Promise<void>((resolve) => (sent = resolve));
    const early = decide(deps, run, chunk, lastSent);
    // Awaited by commitChunk; a failure before then is the chunk before's to report.
    early.catch(() => undefined);
    waiting.push({ chunk, early, sent });
    lastSent = wasSent;
    notify();
    while (waiting.length > 2 && !failure) await changed;
    throwFailure();
  };

  try {
    for await (const row of rows) {
      const mapped = mapRow(run.context.plan, row);
      // Rows already committed only tell which keys are taken.
      if (row.number <= run.cursor.row) {
        if (mapped.key !== null && !seen.has(mapped.key)) seen.set(mapped.key, row.number);
        continue;
      }
      const { bytes, keywords } = rowWrite(run.context.collect.fields, mapped.values);
      pending.push({ ...mapped, keywords });
      pendingBytes += bytes;
      if (pending.length === IMPORT_CHUNK_ROWS || pendingBytes >= IMPORT_CHUNK_BYTES) {
        pendingBytes = 0;
        await add(chunkOf(run, pending.splice(0), seen, false));
      }
    }
    await add(chunkOf(run, pending, seen, true));
    read = true;
  } catch (error) {
    // No chunk after the one being committed: the task fails with what stopped the reading.
    stopped = true;
    throw error;
  } finally {
    notify();
    await committer;
  }
  throwFailure();
}

const FILE_GONE = 'The uploaded file is no longer stored: upload it and import again';

async function openFile(deps: ImportWorkDeps, input: ImportTaskInput): Promise<Table> {
  const file = await readImportFile(deps.blobs, input.path);
  if (!file) throw appError('NOT_FOUND', FILE_GONE);
  return openTable(file, { headerRow: input.header_row, worksheet: input.worksheet });
}

export function createImportWork(deps: ImportWorkDeps): TaskWork {
  return {
    type: 'IMPORT_CONTENT',
    async run(task, io) {
      const input = importTaskInputSchema.parse(task.input);
      const parsed = importCursorSchema.safeParse(task.cursor);
      const cursor = parsed.success ? parsed.data : IMPORT_START;
      if (cursor.finished) return;
      const collect = task.collectId ? await deps.repository.findCollect(task.collectId) : null;
      if (!collect) throw appError('NOT_FOUND', 'The collect of this import no longer exists');
      const { reach, author } = await starter(deps, task, collect);
      let snapshot: SheetSnapshot | null = null;
      try {
        if (input.sheet && task.collectId) {
          if (!deps.sheets) throw appError('INTERNAL', 'No Google Sheets client');
          // Copied whole before any record is written (sheet-snapshot.ts).
          snapshot = await openSheetSnapshot(
            { sheets: deps.sheets, blobs: deps.blobs },
            { collectId: task.collectId, taskId: task.id },
            {
              spreadsheetId: input.sheet.spreadsheet_id,
              sheetId: input.sheet.sheet_id,
              tab: input.worksheet ?? '',
            },
            input.header_row,
          );
        }
        const table = snapshot ? snapshot.table : await openFile(deps, input);
        const plan = planMapping({
          headers: table.headers,
          fields: collect.fields,
          matchedFields: collect.matchedFields,
          template: input.template,
          locale: input.locale,
        });
        if (plan.keyProblem) {
          await table.rows.return();
          throw appError('VALIDATION_ERROR', plan.keyProblem);
        }
        const context = { collect, plan, reach, author, at: io.now() };
        const counted = snapshot ? { ...input, total_rows: snapshot.total } : input;
        const createsUnread =
          plan.key?.kind === 'COLUMN' &&
          cursor.row === IMPORT_START.row &&
          (await deps.repository.isEmpty(collect));
        const run = { task, io, input: counted, cursor, context, createsUnread };
        await importRows(deps, run, table.rows);
        await snapshot?.discard();
      } catch (error) {
        if (error instanceof SheetsError) {
          const email = (await deps.sheets?.serviceAccountEmail().catch(() => '')) ?? '';
          throw appError('VALIDATION_ERROR', SHEET_MESSAGES[input.locale](error.failure, email));
        }
        // A manager reads this on the failed task: the reason alone, without the field path.
        if (error instanceof TabularError) {
          throw appError('VALIDATION_ERROR', IMPORT_MESSAGES[input.locale].file(error.failure));
        }
        throw error;
      }
    },
  };
}
