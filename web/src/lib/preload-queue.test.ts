import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  loadedWith,
  preloadsNotLoadedYet,
  rewritePreloadHelper,
} from '../../preload-batches.config';
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
    // Full tasks, then what is left.
    const full = Math.floor(12 / PRELOADS_PER_TASK);
    const rest = 12 % PRELOADS_PER_TASK;
    expect(perTask).toEqual([
      ...Array.from({ length: full }, () => PRELOADS_PER_TASK),
      ...(rest ? [rest] : []),
    ]);
    expect(perTask.length).toBeGreaterThan(1);
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

describe('preloadsNotLoadedYet', () => {
  // The dashboard imports its graphics lazily; both import the framework and the frame.
  const bundle = {
    'index.js': { type: 'chunk', fileName: 'index.js', imports: ['framework.js'] },
    'framework.js': { type: 'chunk', fileName: 'framework.js', imports: [] },
    'dashboard.js': { type: 'chunk', fileName: 'dashboard.js', imports: ['frame.js'] },
    'frame.js': { type: 'chunk', fileName: 'frame.js', imports: ['index.js'] },
    'graphics.js': { type: 'chunk', fileName: 'graphics.js', imports: ['frame.js', 'card.js'] },
    'card.js': { type: 'chunk', fileName: 'card.js', imports: ['framework.js'] },
    'index.css': { type: 'asset', fileName: 'index.css' },
  };

  function recorded() {
    const preloads = preloadsNotLoadedYet();
    const hook = preloads.plugin.generateBundle as unknown as {
      handler: (options: unknown, bundle: unknown) => void;
    };
    hook.handler({}, bundle);
    return preloads;
  }

  it('knows every chunk a chunk brings, near or far, itself included', () => {
    const graph = new Map(
      Object.values(bundle).flatMap((output) =>
        'imports' in output ? [[output.fileName, output.imports] as const] : [],
      ),
    );
    expect([...loadedWith(graph, 'dashboard.js')].sort()).toEqual([
      'dashboard.js',
      'frame.js',
      'framework.js',
      'index.js',
    ]);
  });

  it('keeps of a lazy import’s preloads only the chunks its importer has not loaded', () => {
    const deps = ['graphics.js', 'frame.js', 'index.js', 'framework.js', 'card.js'];
    expect(
      recorded().resolveDependencies('graphics.js', deps, {
        hostId: 'dashboard.js',
        hostType: 'js',
      }),
    ).toEqual(['graphics.js', 'card.js']);
  });

  it('leaves index.html’s preloads as they are', () => {
    const deps = ['index.js', 'framework.js'];
    expect(
      recorded().resolveDependencies('index.js', deps, { hostId: 'index.html', hostType: 'html' }),
    ).toEqual(deps);
  });

  it('fails the build, saying why, when Vite asks before the chunks are known', () => {
    expect(() =>
      preloadsNotLoadedYet().resolveDependencies('graphics.js', ['card.js'], {
        hostId: 'dashboard.js',
        hostType: 'js',
      }),
    ).toThrow('Vite asked for preloads before the chunk graph was recorded');
  });
});
