import { z } from 'zod';

// Hosting's Content-Security-Policy has no 'unsafe-eval'. Without this, zod probes
// `new Function('')` to compile its object parsers, which the browser refuses and reports as a
// violation; zod then falls back to these same, interpreted, checks.
z.config({ jitless: true });
