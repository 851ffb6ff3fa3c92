import type { ComponentType } from 'react';
import { yieldToMain } from '@/lib/yield-to-main';
import {
  browserChunkReloadDeps,
  isChunkLoadError,
  reloadForChunkError,
} from '@/features/errors/utils/chunk-reload';

/**
 * Imports a chunk of the app; when it is gone (a new deployment), the page reloads to fetch the
 * new one, at most once a minute (SPEC §8), keeping the navigation pending meanwhile.
 */
export async function importOrReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && reloadForChunkError(browserChunkReloadDeps())) {
      return new Promise<never>(() => {});
    }
    throw error;
  }
}

/**
 * A lazy route whose screen is the module's default export. When its chunk is gone (a new
 * deployment), the page reloads to fetch the new one, at most once a minute (SPEC §8); otherwise
 * the error reaches the route's error page.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    // Each route's import starts in a task of its own: asking for a module and the files it
    // needs (Vite adds a preload link for each) is a few milliseconds of work per route, which
    // React Router otherwise does for every route of an address in the task that matched it.
    await yieldToMain();
    return { Component: (await importOrReload(load)).default };
  };
}
