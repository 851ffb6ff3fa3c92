import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rollup } from 'vite';
import { FRAME_SOURCES } from './sign-in-preload.config.ts';

type ManualChunkMeta = Rollup.ManualChunkMeta;

const WEB = path.dirname(fileURLToPath(import.meta.url));

/** The name of the chunk holding the code every signed-in screen shares. */
export const SIGNED_IN_CHUNK = 'signed-in';

/** What every signed-in screen loads beside its own code (sign-in-preload.config.ts). */
const SIGNED_IN_ROOTS = FRAME_SOURCES.map((file) => path.join(WEB, file));
/**
 * The programs' route table keeps a chunk of its own: the bundle budget reads which catalogues a
 * screen's code asks for in its chunks, and the table names every screen's (tests/perf).
 */
const ROUTE_TABLE = path.join(WEB, 'src/app/router/program-routes.tsx');

/**
 * Code that pages outside the signed-in frame load first, or that signing in loads while the
 * user types: the sign-in pages, the legal and error pages, the no-program page and Firebase Auth.
 * What these reach stays out of the signed-in chunk, where it would weigh on their first loads.
 */
const OUTSIDE_FRAME =
  /[\\/]src[\\/](features[\\/](auth|legal|errors)[\\/]|features[\\/]programs[\\/]routes[\\/]no-programs|app[\\/]layouts[\\/](empty|auth)-layout|lib[\\/]auth[\\/])/;

/** Every module `roots` reach through static imports. */
function staticallyReached(roots: Iterable<string>, meta: ManualChunkMeta): Set<string> {
  const reached = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    const info = meta.getModuleInfo(id);
    if (!info) continue;
    reached.add(id);
    queue.push(...info.importedIds);
  }
  return reached;
}

/**
 * The modules of the signed-in chunk: those the signed-in roots reach and nothing outside the
 * frame does. Rollup would otherwise cut them into some eighty files (half of them under 300
 * bytes), each gzipped alone and each one more request: about 80 requests on a connection where
 * HTTP/1.1 gives six at a time and each round trip costs 150 ms (issue 15's benchmark), and
 * 12.6 KB more than the same code in one file (the small files compress badly).
 *
 * Modules outside the frame only import modules outside it (what they reach is outside too), so
 * the signed-in chunk imports them, never the other way round: no cycle between chunks.
 */
export function signedInModules(): (id: string, meta: ManualChunkMeta) => boolean {
  let computed: { meta: ManualChunkMeta; modules: Set<string> } | undefined;
  return (id, meta) => {
    if (computed?.meta.getModuleInfo !== meta.getModuleInfo) {
      const ids = [...meta.getModuleIds()];
      const entries = ids.filter((moduleId) => meta.getModuleInfo(moduleId)?.isEntry);
      const outside = staticallyReached(
        [...entries, ...ids.filter((moduleId) => OUTSIDE_FRAME.test(moduleId))],
        meta,
      );
      const modules = new Set(
        [...staticallyReached(SIGNED_IN_ROOTS, meta)].filter(
          (moduleId) => !outside.has(moduleId) && moduleId !== ROUTE_TABLE,
        ),
      );
      computed = { meta, modules };
    }
    return computed.modules.has(id);
  };
}
