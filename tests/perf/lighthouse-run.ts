import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  reportFile: string;
}

/**
 * Lighthouse through a Chromium already listening on `port` (so that a signed-in session set up
 * in it is kept: storage is not reset). Its own throttling (a mobile on slow 4G) applies.
 */
export async function runLighthouse(
  url: string,
  port: number,
  reportFile: string,
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
  let result = await run();
  // Lighthouse now and then fails to record its trace (NO_NAVSTART) and scores 0: that run
  // says nothing of the page, so it is run again (at most twice), and said.
  for (let retry = 1; retry <= 2 && result.lhr.runtimeError; retry += 1) {
    console.log(
      `[bench]   Lighthouse ${url}: ${result.lhr.runtimeError.code}, run again (${retry} of 2)`,
    );
    result = await run();
  }
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  const report = Array.isArray(result.report) ? result.report.join('') : result.report;
  fs.writeFileSync(reportFile, report);
  const score = (id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    reportFile,
  };
}
