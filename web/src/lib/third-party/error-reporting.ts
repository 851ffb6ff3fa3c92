/**
 * Minimal error reporting: uncaught errors and route errors are posted as JSON to the configured
 * endpoint (`errorReportingDsn`). Nothing is installed when no endpoint is configured.
 */
export interface ErrorReporter {
  report(error: unknown, context?: Record<string, string>): void;
}

const noop: ErrorReporter = { report: () => undefined };

function describe(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error)
    return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Unknown', message: String(error) };
}

export function createErrorReporter(endpoint: string | null): ErrorReporter {
  if (!endpoint) return noop;
  const reporter: ErrorReporter = {
    report(error, context = {}) {
      const payload = JSON.stringify({
        ...describe(error),
        context,
        url: window.location.href,
        userAgent: navigator.userAgent,
        at: new Date().toISOString(),
      });
      // sendBeacon survives the page reload that a failed chunk triggers.
      if (!navigator.sendBeacon?.(endpoint, payload)) {
        void fetch(endpoint, { method: 'POST', body: payload, keepalive: true }).catch(() => {});
      }
    },
  };
  window.addEventListener('error', (event) => reporter.report(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reporter.report(event.reason));
  return reporter;
}
