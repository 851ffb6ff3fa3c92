import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  reportFile: string;
  /** Every run's performance score, in the order they ran (the median run's report is kept). */
  performanceRuns: number[];
}

/**
 * Runs per page. One run's performance score moves by ten points on this two-core machine (the
 * blocking time of the same build, 470 to 1,050 ms): Lighthouse's own advice on variability is to
 * run it several times and read the median run, as Lighthouse CI does.
 */
export const LIGHTHOUSE_RUNS = 3;

/**
 * Lighthouse through a Chromium already listening on `port` (so that a signed-in session set up
 * in it is kept: storage is not reset). Its own throttling (a mobile on slow 4G) applies.
 */
export async function runLighthouse(
  url: string,
  port: number,
  reportFile: string,
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseScores> {
  const run = async () => {
    const result = await lighthouse(url, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  };
  const runOnce = async () => {
    let result = await run();
    // Lighthouse now and then fails to record its trace (NO_NAVSTART) and scores 0: that run
    // says nothing of the page, so it is run again (at most twice), and said.
    for (let retry = 1; retry <= 2 && result.lhr.runtimeError; retry += 1) {
      console.log(
        `[bench]   Lighthouse ${url}: ${result.lhr.runtimeError.code}, run again (${retry} of 2)`,
      );
      result = await run();
    }
    return result;
  };
  const results: Awaited<ReturnType<typeof runOnce>>[] = [];
  for (let index = 0; index < runs; index += 1) results.push(await runOnce());
  const performanceOf = (one: (typeof results)[number]) =>
    Math.round((one.lhr.categories.performance?.score ?? 0) * 100);
  // The median by performance score: with an even count, the lower of the two middle runs.
  const byScore = [...results].sort((a, b) => performanceOf(a) - performanceOf(b));
  const result = byScore[Math.floor((byScore.length - 1) / 2)];
  if (!result) throw new Error(`Lighthouse ran no time for ${url}`);
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  const report = Array.isArray(result.report) ? result.report.join('') : result.report;
  fs.writeFileSync(reportFile, report);
  const score = (id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    reportFile,
    performanceRuns: results.map(performanceOf),
  };
}
