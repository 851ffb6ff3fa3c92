import type { ComponentType } from 'react';
import {
  browserChunkReloadDeps,
  isChunkLoadError,
  reloadForChunkError,
} from '@/features/errors/utils/chunk-reload';

/**
 * A lazy route whose screen is the module's default export. When its chunk is gone (a new
 * deployment), the page reloads to fetch the new one, at most once a minute (SPEC §8); otherwise
 * the error reaches the route's error page.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    try {
      return { Component: (await load()).default };
    } catch (error) {
      if (isChunkLoadError(error) && reloadForChunkError(browserChunkReloadDeps())) {
        // Keep the navigation pending while the page reloads.
        return new Promise<never>(() => {});
      }
      throw error;
    }
  };
}
