import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { freePort } from '../../emulators/stack/src/ports.js';

export interface LighthouseScores {
  /** The median of the performance-only runs. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** The performance-only run of median score. */
  reportFile: string;
  /** Every performance-only run's score, in the order they ran. */
  performanceRuns: number[];
  /** The run of all three categories, which gave accessibility and best practices. */
  auditsReportFile: string;
  /**
   * That run's performance score, measured with the other categories' instrumentation on the
   * page (below): printed beside the median, not instead of it.
   */
  performanceWithAudits: number;
}

/**
 * Runs per page. One run's performance score moves by ten points on this two-core machine (the
 * blocking time of the same build, 460 to 1,130 ms): Lighthouse's own advice on variability is to
 * read the median of five runs, as Lighthouse CI does.
 */
export const LIGHTHOUSE_RUNS = 5;

/** A Chromium listening for DevTools on `port`, on a profile of its own that outlives it. */
export interface DebuggableChromium {
  port: number;
  browser: Browser;
  /** Closes it as a user would (its profile written out), and waits for it to exit. */
  close(): Promise<void>;
}

/** Starts Chromium on `profile` with a DevTools port and connects to it. */
export async function openChromium(
  executable: string,
  flags: readonly string[],
  profile: string,
): Promise<DebuggableChromium> {
  const port = await freePort();
  const child = spawn(
    executable,
    [...flags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let browser: Browser | undefined;
  for (let attempt = 0; !browser; attempt += 1) {
    try {
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    } catch (error) {
      if (attempt > 50) {
        child.kill();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const connected = browser;
  return {
    port,
    browser: connected,
    close: async () => {
      const session = await connected.newBrowserCDPSession();
      await session.send('Browser.close').catch(() => child.kill());
      await exited;
    },
  };
}

type Category = 'performance' | 'accessibility' | 'best-practices';

/**
 * Lighthouse on `url`, each run in a Chromium of its own that `open` starts on the same profile
 * (a signed-in session set up in it is kept: storage is not reset) and that is closed after it,
 * as Lighthouse's own command line does. Sharing one Chromium, every run's page landed in the
 * renderer of the runs before (Chromium keeps one process per site): it counted nine documents,
 * its heap held 40 MB instead of 8, and a 130 ms collection of it fell in the middle of a load,
 * which no visitor opening the app meets. Lighthouse's throttling (a mobile on slow 4G) applies.
 *
 * Performance is measured in runs of its own (`--only-categories=performance` on Lighthouse's
 * command line), then accessibility and best practices in one run of all three categories. Their
 * gatherers instrument the page while it loads (the debugger for its scripts and source maps, the
 * console, DevTools issues), and Lighthouse's trace counts that work as the page's: on the same
 * build, the dashboard's median blocking time went from about 450 ms alone to 800 ms with them (30
 * November 2026). That run's performance score is printed too.
 */
export async function runLighthouse(
  url: string,
  open: () => Promise<DebuggableChromium>,
  reportFiles: { performance: string; audits: string },
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseScores> {
  const run = async (categories: Category[]) => {
    const chrome = await open();
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: categories,
        disableStorageReset: true,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return result;
    } finally {
      await chrome.close();
    }
  };
  const runOnce = async (categories: Category[]) => {
    let result = await run(categories);
    // Lighthouse now and then fails to record its trace (NO_NAVSTART) and scores 0: that run
    // says nothing of the page, so it is run again (at most twice), and said.
    for (let retry = 1; retry <= 2 && result.lhr.runtimeError; retry += 1) {
      console.log(
        `[bench]   Lighthouse ${url}: ${result.lhr.runtimeError.code}, run again (${retry} of 2)`,
      );
      result = await run(categories);
    }
    return result;
  };
  type Result = Awaited<ReturnType<typeof runOnce>>;
  const scoreOf = (one: Result, id: Category) =>
    Math.round((one.lhr.categories[id]?.score ?? 0) * 100);
  const keep = (one: Result, file: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Array.isArray(one.report) ? one.report.join('') : one.report);
  };

  const results: Result[] = [];
  for (let index = 0; index < runs; index += 1) results.push(await runOnce(['performance']));
  // The median by performance score: with an even count, the lower of the two middle runs.
  const byScore = [...results].sort(
    (a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'),
  );
  const median = byScore[Math.floor((byScore.length - 1) / 2)];
  if (!median) throw new Error(`Lighthouse ran no time for ${url}`);
  keep(median, reportFiles.performance);

  const audits = await runOnce(['performance', 'accessibility', 'best-practices']);
  keep(audits, reportFiles.audits);
  return {
    performance: scoreOf(median, 'performance'),
    accessibility: scoreOf(audits, 'accessibility'),
    bestPractices: scoreOf(audits, 'best-practices'),
    reportFile: reportFiles.performance,
    performanceRuns: results.map((one) => scoreOf(one, 'performance')),
    auditsReportFile: reportFiles.audits,
    performanceWithAudits: scoreOf(audits, 'performance'),
  };
}
