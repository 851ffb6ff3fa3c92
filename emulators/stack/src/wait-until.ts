import type { Child } from './child.js';

export class StartError extends Error {
  constructor(
    message: string,
    readonly output: string[] = [],
  ) {
    super(output.length ? `${message}\n${output.map((l) => `  | ${l}`).join('\n')}` : message);
    this.name = 'StartError';
  }
}

interface WaitOptions {
  url: string;
  /** The process that should come to answer; its exit ends the wait. */
  child: Child;
  timeoutMs: number;
  /** What a good answer looks like; any 2xx by default. */
  accept?: (response: Response) => Promise<boolean>;
  /** Output lines that mean it will never answer, so we stop waiting at once. */
  fatal?: RegExp;
}

/** Polls `url` until it answers, the child exits, or time runs out. */
export async function waitUntilAnswering(options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let exitCode: number | null | undefined;
  let fatalLine: string | undefined;
  void options.child.exited.then((code) => (exitCode = code));
  options.child.onLine((line) => {
    if (options.fatal?.test(line)) fatalLine ??= line;
  });
  const accept = options.accept ?? ((response: Response) => Promise.resolve(response.ok));

  while (Date.now() < deadline) {
    if (fatalLine !== undefined) {
      throw new StartError(
        `${options.child.label} failed: ${fatalLine.trim()}`,
        options.child.recent(),
      );
    }
    if (exitCode !== undefined) {
      throw new StartError(
        `${options.child.label} exited (code ${String(exitCode)}) before ${options.url} answered.`,
        options.child.recent(),
      );
    }
    if (await answers(options.url, accept)) return;
    await sleep(250);
  }
  throw new StartError(
    `${options.url} did not answer within ${Math.round(options.timeoutMs / 1000)} s.`,
    options.child.recent(),
  );
}

async function answers(
  url: string,
  accept: (response: Response) => Promise<boolean>,
): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return await accept(response);
  } catch {
    return false;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
