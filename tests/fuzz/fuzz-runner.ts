import { checkAnswer, excerpt, runtimeRefusal, undocumentedError } from './answer-checks.js';
import type { Contract, Finding } from './answer-checks.js';
import { generateCase } from './case-generator.js';
import type { CaseContext } from './case-generator.js';
import { ROLES, serializeBody } from './fuzz-case.js';
import type { FuzzCase } from './fuzz-case.js';
import { refResolver } from './json-schema.js';
import type { JsonSchema } from './json-schema.js';
import { allowedMarkers, suspectedLeaks } from './leak-check.js';
import { listOperations, operationLabel } from './openapi-operations.js';
import type { OpenApiDocument, Operation } from './openapi-operations.js';
import { createRandom } from './random.js';
import type { Random } from './random.js';
import { closeConnections, rawRequest } from './raw-http.js';
import type { RawAnswer } from './raw-http.js';
import { FailureLog } from './failure-log.js';
import type { FuzzReport } from './failure-log.js';
import { shrinkCase } from './shrink.js';
import { worldClient } from './world-client.js';
import { buildWorld, userById } from './world.js';
import type { DemoAccount, World } from './world.js';
import { worldIds } from './world-ids.js';
import { restoreWorld, WorldLostError } from './world-restore.js';

export interface FuzzOptions {
  /** Where Hosting serves the app and /api. */
  baseUrl: string;
  seed: number;
  /** Rounds: every operation is tried once per role per round. */
  runs: number;
  accounts: readonly DemoAccount[];
  concurrency?: number;
  timeoutMs?: number;
  /** Only operations whose label (`GET /api/...`) matches. */
  only?: RegExp;
  log?: (line: string) => void;
}

interface Session {
  options: Required<Omit<FuzzOptions, 'only'>> & Pick<FuzzOptions, 'only'>;
  contract: Contract;
  world: World;
  log: FailureLog;
}

/** Fuzzes every operation of /api/openapi.json as every role; see README.md beside this file. */
export async function runFuzz(input: FuzzOptions): Promise<FuzzReport> {
  const options = { concurrency: 4, timeoutMs: 30_000, log: () => {}, ...input };
  const began = Date.now();
  const client = worldClient(options.baseUrl);
  const document = await client.must<OpenApiDocument>('GET', '/api/openapi.json');
  const operations = listOperations(document).filter(
    (o) => !options.only || options.only.test(operationLabel(o)),
  );
  const resolve = refResolver(document);
  const contract: Contract = {
    operations: listOperations(document),
    resolve,
    errorBody: resolve('#/components/schemas/ErrorBody') as JsonSchema,
  };
  const root = createRandom(options.seed);
  const world = await buildWorld(client, options.accounts, root.fork('world'));
  const session: Session = { options, contract, world, log: new FailureLog() };
  options.log(
    `[fuzz] seed ${options.seed}: ${operations.length} operations × ${ROLES.length} roles × ${options.runs} runs`,
  );
  try {
    for (let run = 1; run <= options.runs; run++) {
      const repairs = await restoreWorld(client, world, root.fork(`restore ${run}`));
      session.log.repairs.push(...repairs);
      await runRound(session, operations, root.fork(`run ${run}`), document);
      options.log(
        `[fuzz] run ${run}/${options.runs}: ${session.log.requests} requests, ` +
          `${session.log.distinct().length} distinct failures, ${Date.now() - began} ms`,
      );
    }
    await shrinkAll(session);
    // Leave the stack as the run found it, for whoever looks at it next.
    session.log.repairs.push(...(await restoreWorld(client, world, root.fork('final'))));
  } catch (error) {
    if (!(error instanceof WorldLostError)) throw error;
    session.log.worldLost = error.message;
  }
  closeConnections();
  return session.log.report(options.seed, options.runs, Date.now() - began);
}

async function runRound(
  session: Session,
  operations: readonly Operation[],
  random: Random,
  document: OpenApiDocument,
): Promise<void> {
  const cases = operations.flatMap((operation) =>
    ROLES.map((role) =>
      generateCase(
        operation,
        role,
        caseContext(
          session,
          operation,
          random.fork(`${operationLabel(operation)} ${role}`),
          document,
        ),
      ),
    ),
  );
  // Reads run side by side; writes one at a time so that a leak is judged against the rights
  // the caller had when it was answered. Deletions come last.
  const reads = cases.filter((c) => c.method === 'GET');
  const writes = cases.filter((c) => c.method !== 'GET');
  const ordered = [
    ...writes.filter((c) => c.method !== 'DELETE'),
    ...writes.filter((c) => c.method === 'DELETE'),
  ];
  await inParallel(reads, session.options.concurrency, (c) => execute(session, c));
  for (const fuzzCase of ordered) await execute(session, fuzzCase);
}

function caseContext(
  session: Session,
  operation: Operation,
  random: Random,
  document: OpenApiDocument,
): CaseContext {
  const { world, contract } = session;
  return {
    random,
    resolve: contract.resolve,
    idsFor: (name, before) => worldIds(world, operation, name, before),
    sampleToken: world.users.get('disabled')?.token,
    documentedMethods: (path) =>
      Object.keys(document.paths[path] ?? {}).map((m) => m.toUpperCase()),
  };
}

export async function send(
  session: Pick<Session, 'options' | 'world'>,
  fuzzCase: FuzzCase,
): Promise<RawAnswer> {
  const serialized = serializeBody(fuzzCase.body);
  const token =
    fuzzCase.token ??
    (fuzzCase.role === 'anonymous' ? undefined : session.world.users.get(fuzzCase.role)?.token);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token !== undefined) headers['x-auth'] = token;
  if (serialized?.contentType) headers['content-type'] = serialized.contentType;
  return rawRequest(session.options.baseUrl, {
    method: fuzzCase.method,
    target: fuzzCase.target,
    headers,
    body: serialized?.bytes,
    timeoutMs: session.options.timeoutMs,
  });
}

async function execute(session: Session, fuzzCase: FuzzCase): Promise<void> {
  const answer = await send(session, fuzzCase);
  const findings = checkAnswer(fuzzCase, answer, session.contract);
  if (answer.ok) findings.push(...(await leaks(session, fuzzCase, answer.text)));
  session.log.record(fuzzCase, answer, findings);
  if (answer.ok && runtimeRefusal(fuzzCase, answer) && answer.status >= 400) {
    session.log.note(
      `runtime's documented ${answer.status} page for a body that is not a JSON object or array`,
    );
  }
  const status = undocumentedError(fuzzCase, answer);
  if (status !== undefined)
    session.log.note(`${operationLabel(fuzzCase.operation)} answers ${status}, not documented`);
}

/** A marker a role should not read; confirmed against the role's rights at this moment. */
async function leaks(session: Session, fuzzCase: FuzzCase, text: string): Promise<Finding[]> {
  const { world } = session;
  const suspected = suspectedLeaks(world, fuzzCase.role, text);
  if (!suspected.length) return [];
  const user = fuzzCase.role === 'anonymous' ? undefined : world.users.get(fuzzCase.role);
  // A fuzzed call may have granted the role rights since the plan: ask what it holds now.
  const now = user
    ? await userById(worldClient(session.options.baseUrl), world.restorerToken, user.uid)
    : undefined;
  const allowed = allowedMarkers(world, now);
  const confirmed = suspected.filter((klass) => !allowed.has(klass));
  return confirmed.map((klass) => ({
    kind: 'LEAK' as const,
    detail: `${fuzzCase.role} read ${klass} data: ${excerptAround(text, world.markers[klass])}`,
  }));
}

function excerptAround(text: string, marker: string): string {
  const at = text.indexOf(marker);
  return excerpt(text.slice(Math.max(0, at - 120), at + marker.length + 60), 220);
}

async function shrinkAll(session: Session): Promise<void> {
  for (const failure of session.log.distinct()) {
    if (failure.kind === 'LEAK') continue;
    const smaller = await shrinkCase(failure.example.fuzzCase, async (candidate) => {
      const answer = await send(session, candidate);
      const findings = checkAnswer(candidate, answer, session.contract);
      return findings.some((f) => session.log.signature(candidate, answer, f) === failure.signature)
        ? answer
        : undefined;
    });
    failure.example = smaller
      ? { ...smaller, finding: failure.example.finding }
      : { ...failure.example, replayed: false };
  }
}

async function inParallel<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(lanes);
}
