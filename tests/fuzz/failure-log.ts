import type { FailureKind, Finding } from './answer-checks.js';
import type { FuzzCase, RoleName } from './fuzz-case.js';
import { operationLabel } from './openapi-operations.js';
import type { RawAnswer } from './raw-http.js';

export interface Example {
  fuzzCase: FuzzCase;
  answer: RawAnswer | undefined;
  finding: Finding;
  /** False when replaying the case alone did not fail again (it depended on earlier calls). */
  replayed?: boolean;
}

/** One distinct defect: every case failing the same way on the same operation. */
export interface DistinctFailure {
  signature: string;
  kind: FailureKind;
  operation: string;
  answer: string;
  count: number;
  roles: Set<RoleName>;
  /** A few of the inputs that triggered it. */
  inputs: Set<string>;
  example: Example;
}

export interface FuzzReport {
  seed: number;
  runs: number;
  requests: number;
  durationMs: number;
  failures: DistinctFailure[];
  /** Undocumented 4xx statuses and the like: worth a look, not failures. */
  notes: Array<[string, number]>;
  /** How many cases of each kind got each class of answer (`valid 2xx` → 41). */
  answers: Array<[string, number]>;
  /** What restoring the world between runs had to put back. */
  repairs: string[];
  /** Set when the run destroyed what it could not rebuild and stopped early. */
  worldLost?: string;
}

const MAX_INPUTS = 6;

export class FailureLog {
  requests = 0;
  readonly repairs: string[] = [];
  worldLost: string | undefined;
  private readonly failures = new Map<string, DistinctFailure>();
  private readonly notes = new Map<string, number>();
  private readonly answers = new Map<string, number>();

  /** Same kind, operation and kind of answer (status, error code, content type): same defect. */
  signature(fuzzCase: FuzzCase, answer: RawAnswer | undefined, finding: Finding): string {
    const who = finding.kind === 'LEAK' ? ` ${finding.detail.split(':')[0] ?? ''}` : '';
    return `${finding.kind} ${operationLabel(fuzzCase.operation)} → ${describeAnswer(answer)}${who}`;
  }

  record(fuzzCase: FuzzCase, answer: RawAnswer | undefined, findings: readonly Finding[]): void {
    this.requests++;
    const klass = answer?.ok ? `${String(answer.status).slice(0, 1)}xx` : 'none';
    const key = `${fuzzCase.kind} ${klass}`;
    this.answers.set(key, (this.answers.get(key) ?? 0) + 1);
    for (const finding of findings) {
      const signature = this.signature(fuzzCase, answer, finding);
      const known = this.failures.get(signature);
      const failure = known ?? {
        signature,
        kind: finding.kind,
        operation: operationLabel(fuzzCase.operation),
        answer: describeAnswer(answer),
        count: 0,
        roles: new Set<RoleName>(),
        inputs: new Set<string>(),
        example: { fuzzCase, answer, finding },
      };
      failure.count++;
      failure.roles.add(fuzzCase.role);
      if (failure.inputs.size < MAX_INPUTS)
        failure.inputs.add(`${fuzzCase.kind}: ${fuzzCase.note}`);
      this.failures.set(signature, failure);
    }
  }

  note(text: string): void {
    this.notes.set(text, (this.notes.get(text) ?? 0) + 1);
  }

  distinct(): DistinctFailure[] {
    return [...this.failures.values()];
  }

  report(seed: number, runs: number, durationMs: number): FuzzReport {
    return {
      seed,
      runs,
      requests: this.requests,
      durationMs,
      failures: this.distinct().sort((a, b) => a.signature.localeCompare(b.signature)),
      notes: [...this.notes].sort((a, b) => a[0].localeCompare(b[0])),
      answers: [...this.answers].sort((a, b) => a[0].localeCompare(b[0])),
      repairs: this.repairs,
      ...(this.worldLost ? { worldLost: this.worldLost } : {}),
    };
  }
}

function describeAnswer(answer: RawAnswer | undefined): string {
  if (!answer) return 'no request';
  if (!answer.ok) return 'no answer';
  const type = String(answer.headers['content-type'] ?? 'no content-type').split(';')[0];
  return `${answer.status} ${errorCode(answer.text) ?? type}`;
}

function errorCode(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown } };
    return typeof body.error?.code === 'string' ? body.error.code : undefined;
  } catch {
    return undefined;
  }
}
