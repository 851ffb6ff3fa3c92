import type { BrowserContext, Page } from 'playwright-core';

/**
 * What the test's pages went through (navigations, errors, failed requests), kept past their
 * closing: a failing test prints it (browser-journal-setup.ts), so that a failure seen once on a
 * busy CI machine says whether the page reloaded, lost a download or threw.
 */
const journal: string[] = [];
const JOURNAL_LINES = 200;

/** Keeps a journal of every page the context opens (e2e/helpers/browser.ts's openPage). */
export function watchContext(context: BrowserContext): void {
  context.on('page', (page: Page) => {
    const name = `page ${context.pages().indexOf(page) + 1}`;
    const note = (line: string) => {
      journal.push(`[${new Date().toISOString().slice(11, 23)} ${name}] ${line}`);
      if (journal.length > JOURNAL_LINES) journal.splice(0, journal.length - JOURNAL_LINES);
    };
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
    });
    page.on('pageerror', (error) => note(`uncaught ${error.name}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        note(`console.${message.type()}: ${message.text().slice(0, 300)}`);
      }
    });
    page.on('requestfailed', (request) => {
      note(`request failed (${request.failure()?.errorText ?? 'unknown'}): ${request.url()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) note(`HTTP ${response.status()}: ${response.url()}`);
    });
  });
}

/** Takes what the pages of the test just run went through, and starts a new journal. */
export function takeBrowserJournal(): string[] {
  return journal.splice(0, journal.length);
}
