import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTransitionStore } from '../use-transition-store';
import { useSyncExternalStore } from './use-sync-external-store-shim';

vi.mock('../use-transition-store', async (importOriginal) => {
  const original = await importOriginal<{
    useTransitionStore: typeof useTransitionStore;
  }>();
  return { useTransitionStore: vi.fn(original.useTransitionStore) };
});

describe('the use-sync-external-store shim', () => {
  // web/vite.config.ts points the shim's name at it for the build and the dev server.
  it("is what react-i18next's useTranslation subscribes with, its only user", () => {
    const commonjs = path.dirname(createRequire(import.meta.url).resolve('react-i18next'));
    const hook = fs.readFileSync(path.join(commonjs, '..', 'es', 'useTranslation.js'), 'utf8');
    expect(hook).toMatch(/import \{ useSyncExternalStore \} from 'use-sync-external-store\/shim'/);
    expect(hook).toContain('useSyncExternalStore(subscribe, getSnapshot');
  });

  it('renders a change of the store again, through the transition-based store', async () => {
    let value = 'one';
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    function Words() {
      return <p>{useSyncExternalStore(subscribe, () => value)}</p>;
    }
    render(<Words />);
    expect(screen.getByText('one')).toBeInTheDocument();
    expect(useTransitionStore).toHaveBeenCalled();

    await act(async () => {
      value = 'two';
      listeners.forEach((listener) => listener());
    });

    expect(screen.getByText('two')).toBeInTheDocument();
  });
});
