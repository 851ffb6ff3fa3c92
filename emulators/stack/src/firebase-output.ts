// firebase-tools prints a lot that says nothing to someone running Rainbow. Its lines are
// shortened or dropped on the console; the raw lines stay in the buffer shown when startup fails.
const NOISE: RegExp[] = [
  /^\s*$/,
  /^[\s│┌└├┬┴┼─┐┘┤]/u, // the "All emulators ready" table and its borders
  /\[hosting\] Rewriting /,
  /Unable to fetch the CLI MOTD/,
  /Emulator UI is not starting/,
  /^Serving at port \d+$/,
  /Issues\? Report them at/,
  /Your requested "node" version "\d+" doesn't match your global version/,
  /Detected demo project ID/,
  /Received export request|Export complete|Exporting data to/,
  /Found running emulator hub/,
];

// eslint-disable-next-line no-control-regex -- colour codes are what we strip.
const ANSI = /\u001b\[[0-9;]*m/g;

// What the function writes arrives as `>  <text>`; the api logs one JSON object per line.
const FUNCTION_OUTPUT = /^>\s+(.*)$/;

interface LogEntry {
  severity?: string;
  message?: string;
  path?: string;
  status?: number;
  durationMs?: number;
}

/** The console form of one firebase-tools line: `[api] …` for the function, undefined to drop. */
export function formatFirebaseLine(line: string): string | undefined {
  const plain = line.replace(ANSI, '');
  const output = FUNCTION_OUTPUT.exec(plain)?.[1];
  if (output !== undefined) return formatFunctionOutput(output);
  if (NOISE.some((pattern) => pattern.test(plain))) return undefined;
  return `[firebase] ${line}`;
}

function formatFunctionOutput(text: string): string | undefined {
  const entry = parseEntry(text);
  if (!entry?.message) return `[api] ${text}`;
  if (entry.path === '/api/health' && entry.status === 200) return undefined;
  const severity = entry.severity && entry.severity !== 'INFO' ? `${entry.severity} ` : '';
  const duration = entry.durationMs === undefined ? '' : ` (${entry.durationMs} ms)`;
  return `[api] ${severity}${entry.message}${duration}`;
}

function parseEntry(text: string): LogEntry | undefined {
  if (!text.startsWith('{')) return undefined;
  try {
    return JSON.parse(text) as LogEntry;
  } catch {
    return undefined;
  }
}
