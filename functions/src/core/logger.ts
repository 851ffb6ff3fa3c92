// Structured logs: one JSON object per line, which Cloud Logging parses (`severity`, `message`)
// and which stays greppable locally. Secrets are masked before anything is written.

export type Severity = 'DEBUG' | 'INFO' | 'WARNING' | 'ERROR';
export type LogFields = Readonly<Record<string, unknown>>;

export interface LogEntry {
  readonly severity: Severity;
  readonly event: string;
  readonly message: string;
  readonly [field: string]: unknown;
}

export interface Logger {
  write(severity: Severity, event: string, message: string, fields?: LogFields): void;
  /** A logger adding `fields` (a request id, for instance) to every entry. */
  child(fields: LogFields): Logger;
}

type Sink = (entry: LogEntry) => void;

function createLogger(sink: Sink, base: LogFields = {}): Logger {
  return {
    write(severity, event, message, fields = {}) {
      const masked = maskSecrets({ ...base, ...fields });
      sink({ ...(masked as Record<string, unknown>), severity, event, message });
    },
    child(fields) {
      return createLogger(sink, { ...base, ...fields });
    },
  };
}

/**
 * Writes JSON lines: warnings and errors to stderr, the rest to stdout, unless everything must
 * go to stderr (a CLI whose stdout is its result).
 */
export function createJsonLogger(
  base: LogFields = {},
  options: { stream?: 'split' | 'stderr' } = {},
): Logger {
  return createLogger((entry) => {
    const line = `${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`;
    const toStderr =
      options.stream === 'stderr' || entry.severity === 'WARNING' || entry.severity === 'ERROR';
    (toStderr ? process.stderr : process.stdout).write(line);
  }, base);
}

/** Keeps entries in memory: for tests that assert what was (or was not) logged. */
export function createMemoryLogger(): Logger & { readonly entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return Object.assign(
    createLogger((entry) => entries.push(entry)),
    { entries },
  );
}

const SECRET_KEY =
  /pass(word)?|token|secret|authorization|x-auth|api[-_]?key|cookie|credential|^sig$|signature/i;
const JWT = /^eyJ[\w-]*\.[\w-]*\.[\w-]*$/;
export const MASK = '[REDACTED]';

/** Replaces values under secret-looking keys, and anything shaped like a JWT, with a mask. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return JWT.test(value) ? MASK : value;
  if (value instanceof Error) return serializeError(value);
  if (value === null || typeof value !== 'object' || depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? MASK : maskSecrets(item, depth + 1),
    ]),
  );
}

function serializeError(error: Error): Record<string, unknown> {
  // Stacks belong in server logs (never in responses); messages may quote input, so mask them.
  return {
    name: error.name,
    message: maskSecrets(error.message),
    stack: error.stack,
  };
}
