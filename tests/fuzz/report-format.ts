import { excerpt } from './answer-checks.js';
import { preview } from './body-mutations.js';
import type { CaseBody } from './fuzz-case.js';
import type { DistinctFailure, FuzzReport } from './failure-log.js';

/** The printed summary: figures, then one block per distinct failure with a reproduction. */
export function formatReport(report: FuzzReport): string {
  const lines = [
    `Fuzz seed ${report.seed}, ${report.runs} run(s): ${report.requests} requests in ` +
      `${(report.durationMs / 1000).toFixed(1)} s, ${report.failures.length} distinct failure(s).`,
  ];
  lines.push(`Answers by kind of case: ${report.answers.map(([k, n]) => `${k} ${n}`).join(', ')}`);
  if (report.worldLost) lines.push(`The run stopped early: ${report.worldLost}`);
  if (report.failures.length) lines.push('', 'By kind of answer:', ...byAnswer(report.failures));
  for (const failure of report.failures) lines.push('', ...formatFailure(failure));
  if (report.notes.length) {
    lines.push('', 'Notes (not failures):');
    for (const [note, count] of report.notes) lines.push(`  ${note} (${count}×)`);
  }
  if (report.repairs.length) {
    lines.push('', 'Restored between runs (what fuzzed calls changed):');
    for (const repair of [...new Set(report.repairs)]) lines.push(`  ${repair}`);
  }
  lines.push('', `Replay: npm run fuzz -- --seed ${report.seed} --runs ${report.runs}`);
  return lines.join('\n');
}

/** One line per kind of answer, naming the operations that gave it: causes shared by routes. */
function byAnswer(failures: readonly DistinctFailure[]): string[] {
  const groups = new Map<string, string[]>();
  for (const failure of failures) {
    const key = `${failure.kind} → ${failure.answer}`;
    groups.set(key, [...(groups.get(key) ?? []), failure.operation]);
  }
  return [...groups].map(
    ([key, operations]) => `  ${key}: ${operations.length} operation(s): ${operations.join(', ')}`,
  );
}

export function formatFailure(failure: DistinctFailure): string[] {
  const { fuzzCase, answer, finding, replayed } = failure.example;
  const lines = [
    `✗ ${failure.kind}  ${failure.operation}  → ${failure.answer}  ` +
      `(${failure.count} case(s); roles: ${[...failure.roles].join(', ')})`,
    `    ${finding.detail}`,
    `    inputs seen: ${[...failure.inputs].join(' | ')}`,
    `    minimal reproduction${replayed === false ? ' (did not fail again when replayed alone)' : ''}:`,
    `      ${fuzzCase.method} ${fuzzCase.target.length > 300 ? `${fuzzCase.target.slice(0, 300)}…` : fuzzCase.target}`,
    `      as ${fuzzCase.role}${fuzzCase.token !== undefined ? ` with x-auth ${preview(fuzzCase.token)}` : ''}`,
  ];
  if (fuzzCase.body) lines.push(`      body: ${describeBody(fuzzCase.body)}`);
  if (answer?.ok) lines.push(`      answer: ${answer.status} ${excerpt(answer.text, 400)}`);
  else if (answer) lines.push(`      answer: none (${answer.error})`);
  return lines;
}

function describeBody(body: CaseBody): string {
  switch (body.type) {
    case 'json':
      return `application/json ${preview(body.value, 400)}`;
    case 'raw':
      return `${body.contentType ?? 'no content-type'} ${preview(body.text, 400)}`;
    case 'multipart':
      return `multipart fields ${preview(body.fields, 400)} files ${preview(
        body.files.map((f) => `${f.name}=${f.filename} (${f.type})`),
      )}`;
  }
}
