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
  const result = await lighthouse(url, {
    port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
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
