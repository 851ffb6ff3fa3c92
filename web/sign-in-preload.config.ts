import type { Plugin, Rollup } from 'vite';
import { SIGN_IN_PAGE_NAMES } from './src/app/sign-in-pages.ts';
import { BOOT_NAMESPACES } from './src/lib/i18n/namespaces.ts';
// Each preload costs the main thread about 0.4-1 ms here, and four times that in Lighthouse's
// trace of a slow phone, where a task over 50 ms counts as blocking.
import { PRELOADS_PER_TASK } from './src/lib/preload-queue.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The sign-in pages a first visit opens (src/app/bootstrap.tsx imports the same modules early)
 * and the catalogues they render with (the boot namespaces and `auth`, lib/i18n/namespaces.ts).
 */
const PAGES: Readonly<Record<string, string>> = {
  login: 'src/features/auth/routes/login.tsx',
  forgot_pwd: 'src/features/auth/routes/forgot-password.tsx',
};
/**
 * The code every signed-in screen shares: the modules src/app/signed-in-code.ts imports (the
 * session's calls, the query client, the guards, the programs' routes, the signed-in frame).
 * signed-in-chunk.config.ts puts what they share in one chunk.
 */
export const FRAME_SOURCES = [
  'src/lib/session/get-current-user.ts',
  'src/lib/session/get-programs.ts',
  'src/lib/offline/device-query-client.ts',
  'src/app/guards/guards.ts',
  'src/app/router/program-routes.tsx',
  'src/app/layouts/default-layout.tsx',
];
/**
 * What signing in leads to: the frame and the dashboard, the first screen after signing in. A
 * sign-in page prefetches their files at the lowest priority.
 */
const SIGNED_IN_SOURCES = [...FRAME_SOURCES, 'src/features/dashboard/routes/program-dashboard.tsx'];
/** First addresses that are not signed-in screens, in either language (src/app/sign-in-pages.ts). */
const SIGN_IN_PATHS = `^/(?:fr/)?(${SIGN_IN_PAGE_NAMES.join('|')})(/|$)`;
// The boot namespaces and `auth` are single words: their files bear their names.
const NAMESPACE_FILES = [...BOOT_NAMESPACES, 'auth'];
const LOCALES = ['en', 'fr'];

function staticFiles(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const files = new Set<string>([start.fileName]);
  const queue = [start];
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (!files.has(file) && imported?.type === 'chunk') {
        files.add(file);
        queue.push(imported);
      }
    }
  }
  return files;
}

/** The chunk a module starts, or (Rollup gave the chunk no facade) the one that holds it. */
const chunkOf = (bundle: OutputBundle, source: string): OutputChunk | undefined => {
  const chunks = Object.values(bundle).filter(
    (output): output is OutputChunk => output.type === 'chunk',
  );
  return (
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source)) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${source}`)))
  );
};

/** The script: plain JavaScript, no import, run as soon as it arrives. */
function preloadScript(
  pages: Record<string, string[]>,
  words: Record<string, string[]>,
  signedIn: string[],
  frame: string[],
): string {
  return `(() => {
  window.rainbowSignedInCode = ${JSON.stringify(signedIn)};
  const preload = (files) => {
    for (const file of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = '/' + file;
      document.head.append(link);
    }
  };
  const match = /^\\/(?:(fr)\\/)?(login|forgot_pwd)\\/?$/.exec(location.pathname);
  if (match) {
    const pages = ${JSON.stringify(pages)};
    const words = ${JSON.stringify(words)};
    preload([...pages[match[2]], ...words[match[1] || 'en']]);
    return;
  }
  if (new RegExp(${JSON.stringify(SIGN_IN_PATHS)}).test(location.pathname)) return;
  const frame = ${JSON.stringify(frame)};
  for (let at = 0; at < frame.length; at += ${PRELOADS_PER_TASK}) {
    setTimeout(() => preload(frame.slice(at, at + ${PRELOADS_PER_TASK})), 0);
  }
})();
`;
}

/**
 * A first visit to a sign-in page (issue 15: `/login` usable in 3 s on a slow connection) used to
 * ask for the page's code and words only once the entry had downloaded and run: some twenty small
 * files, after 1.8 s, arriving over 0.8 s (150 ms a round trip, six requests at a time over
 * HTTP/1.1). A tiny script in index.html asks for them at once, beside the entry, and only on a
 * sign-in page's address: Hosting serves the same index.html everywhere, and the CSP allows no
 * inline script. Any other first address is most likely a signed-in screen: the script asks for
 * the signed-in frame's files, a few per task. The entry's start-up used to ask for them with
 * import(), whose preload helper added some 110 links in one task (170-480 ms on Lighthouse's slow
 * phone). The helper now finds them there.
 */
export function signInPreload(): Plugin {
  return {
    name: 'rainbow-sign-in-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const entry = Object.values(bundle).find(
        (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
      );
      if (html?.type !== 'asset' || !entry) return;
      const loaded = staticFiles(bundle, entry);
      const pages: Record<string, string[]> = {};
      for (const [path, source] of Object.entries(PAGES)) {
        const page = chunkOf(bundle, source);
        if (!page) this.error(`No chunk for ${source}: the sign-in preload cannot list it`);
        pages[path] = [...staticFiles(bundle, page)].filter((file) => !loaded.has(file));
      }
      const filesOf = (sources: string[]) => {
        const files = new Set<string>();
        for (const source of sources) {
          const start = chunkOf(bundle, source);
          if (!start) this.error(`No chunk for ${source}: the signed-in prefetch cannot list it`);
          for (const file of staticFiles(bundle, start)) if (!loaded.has(file)) files.add(file);
        }
        return [...files];
      };
      const words: Record<string, string[]> = {};
      for (const locale of LOCALES) {
        words[locale] = NAMESPACE_FILES.map((namespace) => {
          const source = `src/locales/${locale}/${namespace}.json`;
          const catalogue = chunkOf(bundle, source);
          if (!catalogue) this.error(`No chunk for ${source}: the sign-in preload cannot list it`);
          return catalogue.fileName;
        });
      }
      const script = this.getFileName(
        this.emitFile({
          type: 'asset',
          name: 'sign-in-preload.js',
          source: preloadScript(pages, words, filesOf(SIGNED_IN_SOURCES), filesOf(FRAME_SOURCES)),
        }),
      );
      const tag = `<script type="module" async src="/${script}"></script>\n    `;
      const source = String(html.source);
      const at = source.indexOf('<script type="module"');
      if (at < 0) this.error('index.html has no module script to put the sign-in preload before');
      html.source = source.slice(0, at) + tag + source.slice(at);
    },
  };
}
