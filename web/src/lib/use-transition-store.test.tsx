import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY_HOOK_FILES, rewriteQuerySubscription } from '../../query-transitions.config';
import { useQueryStore, useTransitionStore } from './use-transition-store';

function createStore(initial: number) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: number) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listeners,
  };
}

describe('useTransitionStore', () => {
  it('renders again with the new value when the store changes, and lets go of it on unmount', async () => {
    const store = createStore(1);
    function Reader() {
      return <p>{useTransitionStore(store.subscribe, store.get)}</p>;
    }
    const { unmount } = render(<Reader />);
    expect(screen.getByText('1')).toBeInTheDocument();

    await act(async () => store.set(2));
    expect(screen.getByText('2')).toBeInTheDocument();

    unmount();
    expect(store.listeners.size).toBe(0);
  });

  it('catches a change made between the render and the subscription', async () => {
    const store = createStore(1);
    function Reader() {
      const value = useTransitionStore(store.subscribe, store.get);
      if (value === 1) store.set(5); // the store moves on before the component subscribes
      return <p>{value}</p>;
    }
    await act(async () => {
      render(<Reader />);
    });
    expect(screen.getByText('5')).toBeInTheDocument();
  });
});

describe('useQueryStore', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function Reader({ store }: { store: ReturnType<typeof createStore> }) {
    return <p>{useQueryStore(store.subscribe, store.get)}</p>;
  }

  it('subscribes in a task after the one that mounted it, catching what changed meanwhile', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const store = createStore(1);
    const { unmount } = render(<Reader store={store} />);
    expect(store.listeners.size).toBe(0); // not in the commit's own task

    store.set(2); // before it subscribed
    await act(async () => vi.runAllTimersAsync());
    expect(store.listeners.size).toBe(1);
    expect(screen.getByText('2')).toBeInTheDocument();

    await act(async () => store.set(3));
    expect(screen.getByText('3')).toBeInTheDocument();
    unmount();
    expect(store.listeners.size).toBe(0);
  });

  it('never subscribes when unmounted before its task', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const store = createStore(1);
    const { unmount } = render(<Reader store={store} />);
    unmount();
    await vi.runAllTimersAsync();
    expect(store.listeners.size).toBe(0);
  });
});

describe('rewriteQuerySubscription', () => {
  // The package's own folder (its exports do not publish the build's files one by one).
  const modern = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@tanstack/react-query/package.json')),
    'build',
    'modern',
  );

  it.each(['useBaseQuery.js', 'useQueries.js'])(
    "swaps the installed TanStack Query's %s subscription for the transition-based one",
    (file) => {
      const id = path.join(modern, file);
      const rewritten = rewriteQuerySubscription(fs.readFileSync(id, 'utf8'), id);

      expect(QUERY_HOOK_FILES.test(id)).toBe(true);
      expect(rewritten).not.toContain('React.useSyncExternalStore(');
      expect(rewritten).toContain('__rainbowQueryStore(');
    },
  );

  it('fails the build, naming the file, when a release no longer calls it that way', () => {
    expect(() => rewriteQuerySubscription('export const x = 1;', 'useBaseQuery.js')).toThrow(
      'useBaseQuery.js: expected one call of React.useSyncExternalStore to make transition-based, found 0',
    );
  });
});
