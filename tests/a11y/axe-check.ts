import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

// WCAG 2.1 A and AA, what issue 15 asks for (contrast AA, names, labels, links).
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The page has settled: no request running and no loader on screen. Throws when a loader stays
 * 20 s, so a screen stuck loading is reported rather than checked half drawn.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('.mantine-Loader-root')
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 });
  await page.locator('main, [role="main"]').first().waitFor({ state: 'attached' });
}

/** Serious and critical violations on the page, one readable line per element. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${label}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
      ),
    );
}
