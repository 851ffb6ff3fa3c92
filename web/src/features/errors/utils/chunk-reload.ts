import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@/config/constants';
import { CHUNK_RELOAD_STORAGE_KEY } from '@/config/constants';

// Messages browsers give when a lazily imported chunk is gone (usually after a deployment).
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk \S+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/**
 * Reloads the page to pick up the new chunks, at most once per minute (SPEC §8) so that a chunk
 * that is really missing shows the error page instead of reloading forever.
 * Returns whether a reload was triggered.
 */
export function reloadForChunkError({ storage, now, reload }: ChunkReloadDeps): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? Number.NaN);
  const current = now();
  if (Number.isFinite(last) && current - last < CHUNK_RELOAD_MIN_INTERVAL_MS) return false;
  storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(current));
  reload();
  return true;
}

export function browserChunkReloadDeps(): ChunkReloadDeps {
  return {
    storage: window.sessionStorage,
    now: () => Date.now(),
    reload: () => window.location.reload(),
  };
}
