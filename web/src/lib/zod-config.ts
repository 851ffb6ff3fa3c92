// Hosting's Content-Security-Policy has no 'unsafe-eval'. Without this, zod probes
// `new Function('')` to compile its object parsers, which the browser refuses and reports as a
// violation; zod then falls back to these same, interpreted, checks.
//
// Set where zod's core keeps its configuration (`z.config()` writes the same object), so that
// the first load does not import zod, which only screens after sign-in need (issue 15).
// zod-config.test.ts checks that zod reads it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
