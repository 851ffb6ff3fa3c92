import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewritePreloadHelper } from '../../preload-batches.config';
import { createPreloadQueue, PRELOADS_PER_TASK } from './preload-queue';

function link(name: string): HTMLLinkElement {
  const element = document.createElement('link');
  element.href = `/assets/${name}.js`;
  return element;
}

/** A queue whose tasks wait until the test runs them, and which notes what it appends. */
function recordingQueue() {
  const appended: string[] = [];
  const tasks: Array<() => void> = [];
  const queue = createPreloadQueue(
    (element) => appended.push(element.getAttribute('href') ?? ''),
    (run) => tasks.push(run),
  );
  return { appended, tasks, queue };
}

describe('createPreloadQueue', () => {
  it('adds a screen’s preloads a few per task, in order, all of them in the end', () => {
    const { appended, tasks, queue } = recordingQueue();
    const names = Array.from({ length: 12 }, (_, index) => `chunk-${index}`);
    names.forEach((name) => queue(link(name)));

    expect(appended).toEqual([]); // nothing in the task that imported the screen
    const perTask: number[] = [];
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      const before = appended.length;
      task();
      perTask.push(appended.length - before);
    }
    expect(perTask).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK, 12 - 2 * PRELOADS_PER_TASK]);
    expect(appended).toEqual(names.map((name) => `/assets/${name}.js`));
  });

  it('starts again when more come after it has emptied', () => {
    const { appended, tasks, queue } = recordingQueue();
    queue(link('a'));
    tasks.shift()?.();
    queue(link('b'));
    tasks.shift()?.();

    expect(appended).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(tasks).toEqual([]);
  });
});

describe('rewritePreloadHelper', () => {
  // The installed Vite's preload helper, in the source its build inlines (`preload.toString()`).
  const vite = path.dirname(createRequire(import.meta.url).resolve('vite/package.json'));
  const helper = fs.readFileSync(path.join(vite, 'dist/node/chunks/config.js'), 'utf8');

  it("queues the installed Vite's script preloads and still adds style sheets at once", () => {
    const rewritten = rewritePreloadHelper(helper);

    expect(rewritten).toContain(
      'if (isCss) document.head.appendChild(link); else __rainbowQueuePreload(link);',
    );
    expect(rewritten.startsWith('import { queuePreload as __rainbowQueuePreload }')).toBe(true);
  });

  it('looks for an existing link in <head>, not through the whole page', () => {
    const rewritten = rewritePreloadHelper(helper);

    expect(rewritten).toContain('document.head.querySelector(`link[href=');
    expect(rewritten).not.toContain('document.querySelector(`link[href=');
  });

  it('fails the build, saying why, when a Vite release adds or looks for its links another way', () => {
    expect(() => rewritePreloadHelper('export const preload = () => {};')).toThrow(
      'Vite\'s preload helper: expected one "document.head.appendChild(link);" to queue script preloads, found 0',
    );
    expect(() => rewritePreloadHelper('document.head.appendChild(link);')).toThrow(
      'Vite\'s preload helper: expected one "document.querySelector(`link[href=" to look for a file\'s link in <head> only, found 0',
    );
  });
});
