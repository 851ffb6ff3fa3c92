import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_REPO_DIR } from '../../emulators/stack/src/paths.js';

export interface BrowserFigures {
  /** From the start of the navigation to the first data row drawn, in the page's clock. */
  firstRowMs: number;
  /** The same on later visits (cached scripts): the median of WARM_VISITS. */
  firstRowWarmMs: number;
  rowsScrolled: number;
  frames: number;
  frameMaxMs: number;
  frameP95Ms: number;
  /** Long animation frames (≥ 50 ms) Chromium reported while scrolling, and the longest. */
  longFrames: number;
  longestFrameMs: number;
  /** What ran in the longest one: each script's invoker and duration (e.g. "DIV.onscroll 12"). */
  longestFrameScripts: string[];
}

export interface GridPage {
  webUrl: string;
  email: string;
  password: string;
  /** The grid's path, e.g. /{program}/collects/{collect}. */
  path: string;
}

const ARTEFACTS = path.join(DEFAULT_REPO_DIR, 'artefacts', 'grid-bench');
export const WARM_VISITS = 5;
const ROWS_TO_SCROLL = 500;
/** Rows moved per animation frame: a brisk wheel scroll. */
const ROWS_PER_FRAME = 3;

// Installed before the app's scripts: notes, in the page's clock, when the first data row of the
// grid (a row with cells and text, not a header or a loading placeholder) is laid out.
function watchFirstRow(): void {
  const mark = window as unknown as { __firstRowAt?: number };
  const drawn = (): boolean => {
    const rows = document.querySelectorAll(
      '[role="grid"] [role="row"], [role="table"] [role="row"], table tbody tr',
    );
    for (const row of Array.from(rows)) {
      const cell = row.querySelector('[role="gridcell"], [role="cell"], td');
      const box = row.getBoundingClientRect();
      if (cell && box.height > 0 && (row.textContent ?? '').trim() !== '') return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (mark.__firstRowAt === undefined && drawn()) {
      mark.__firstRowAt = performance.now();
      observer.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true, characterData: true }),
  );
}

async function signIn(page: Page, grid: GridPage): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(grid.email);
  await page.getByLabel('Password', { exact: true }).fill(grid.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
}

/** Navigates to the grid and answers when its first data row was drawn. */
async function firstRow(page: Page, path: string): Promise<number> {
  await page.goto(path);
  const grid = page.getByRole('grid').or(page.getByRole('table')).first();
  await grid.getByRole('row').nth(1).waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    () => (window as unknown as { __firstRowAt?: number }).__firstRowAt !== undefined,
  );
  return page.evaluate(() =>
    Math.round((window as unknown as { __firstRowAt?: number }).__firstRowAt ?? -1),
  );
}

interface ScrollResult {
  rows: number;
  deltas: number[];
  longFrames: { duration: number; scripts: string[] }[];
}

// Runs in the page: scrolls the grid's scroll container a few rows per animation frame until 500
// rows went by (waiting for the next pages to arrive when the end of the loaded rows is reached),
// recording each frame's duration and Chromium's long animation frames.
function scrollGrid([rowsWanted, rowsPerFrame]: [number, number]): Promise<ScrollResult> {
  const grid = document.querySelector('[role="grid"], [role="table"], table');
  if (!grid) throw new Error('No grid on the page');
  const scrollable = (element: Element | null): element is HTMLElement =>
    element instanceof HTMLElement &&
    element.scrollHeight > element.clientHeight + 1 &&
    /(auto|scroll)/.test(getComputedStyle(element).overflowY);
  let box: Element | null = grid;
  while (box && !scrollable(box)) box = box.parentElement;
  const container = box ?? document.scrollingElement ?? document.documentElement;
  const row = grid
    .querySelector('[role="row"] [role="gridcell"], tbody tr td')
    ?.closest('[role="row"], tr');
  const rowHeight = Math.max(1, row?.getBoundingClientRect().height ?? 40);
  const distance = rowsWanted * rowHeight;
  const start = container.scrollTop;
  const longFrames: { duration: number; scripts: string[] }[] = [];
  type FrameScript = { invoker: string; duration: number; sourceURL: string };
  const observer = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')
    ? new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const scripts = ((entry as unknown as { scripts?: FrameScript[] }).scripts ?? []).map(
            (script) =>
              `${script.invoker} ${Math.round(script.duration)} ms (${script.sourceURL.split('/').pop() ?? ''})`,
          );
          longFrames.push({ duration: entry.duration, scripts });
        }
      })
    : null;
  observer?.observe({ type: 'long-animation-frame' });
  const deltas: number[] = [];
  const deadline = performance.now() + 60_000;
  return new Promise((resolve) => {
    let last = performance.now();
    const step = (now: number) => {
      deltas.push(now - last);
      last = now;
      const scrolled = container.scrollTop - start;
      if (scrolled >= distance || now > deadline) {
        observer?.disconnect();
        resolve({ rows: Math.floor(scrolled / rowHeight), deltas, longFrames });
        return;
      }
      container.scrollTop += rowsPerFrame * rowHeight;
      requestAnimationFrame(step);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(step);
    });
  });
}

/** Signed in as the super administrator: first rows after navigation, then a 500-row scroll. */
export async function measureBrowser(browser: Browser, grid: GridPage): Promise<BrowserFigures> {
  const context = await browser.newContext({
    baseURL: grid.webUrl,
    viewport: { width: 1440, height: 900 },
  });
  await context.addCookies([
    { name: 'rainbow_cookie_consent', value: 'necessary', url: grid.webUrl },
  ]);
  // tsx compiles with keepNames: a function's inner named functions call esbuild's __name(),
  // which the page lacks when the function is serialised into it.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(watchFirstRow);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  try {
    await signIn(page, grid);
    const firstRowMs = await firstRow(page, grid.path);
    const warm: number[] = [];
    for (let visit = 0; visit < WARM_VISITS; visit += 1) warm.push(await firstRow(page, grid.path));
    const firstRowWarmMs = [...warm].sort((a, b) => a - b)[Math.floor(WARM_VISITS / 2)] ?? -1;
    const scroll = await page.evaluate(scrollGrid, [ROWS_TO_SCROLL, ROWS_PER_FRAME] as [
      number,
      number,
    ]);
    const sorted = [...scroll.deltas].sort((a, b) => a - b);
    const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
    return {
      firstRowMs,
      firstRowWarmMs,
      rowsScrolled: scroll.rows,
      frames: sorted.length,
      frameMaxMs: sorted.at(-1) ?? 0,
      frameP95Ms: p95,
      longFrames: scroll.longFrames.length,
      longestFrameMs: Math.max(0, ...scroll.longFrames.map((frame) => frame.duration)),
      longestFrameScripts:
        [...scroll.longFrames].sort((a, b) => b.duration - a.duration)[0]?.scripts ?? [],
    };
  } catch (error) {
    fs.mkdirSync(ARTEFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTEFACTS, 'failure.png') }).catch(() => undefined);
    throw new Error(
      `${(error as Error).message.split('\n')[0]} (at ${page.url()}, screenshot in artefacts/grid-bench/failure.png)`,
    );
  } finally {
    await context.close();
  }
}
