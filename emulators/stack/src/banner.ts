import path from 'node:path';

import type { Stack } from './stack.js';

/** What someone who just ran `npm start` needs to know, in one block. */
export function banner(stack: Stack, seconds: number): string {
  const relative = path.relative(process.cwd(), stack.dataDir);
  const dataDir = relative && !relative.startsWith('..') ? relative : stack.dataDir;
  const roleWidth = Math.max(...stack.seed.accounts.map((a) => a.role.length), 4);
  const emailWidth = Math.max(...stack.seed.accounts.map((a) => a.email.length), 5);
  const accounts = stack.seed.accounts.map(
    (a) => `    ${a.role.padEnd(roleWidth)}  ${a.email.padEnd(emailWidth)}  ${a.password}`,
  );
  const rule = '─'.repeat(72);
  return [
    '',
    rule,
    `  Rainbow is running at ${stack.webUrl}   (ready in ${seconds.toFixed(1)} s)`,
    '',
    `  Demo accounts${stack.seed.created ? ' (created now)' : ''}:`,
    ...accounts,
    '',
    `  API        ${stack.webUrl}/api   (docs: ${stack.webUrl}/api/openapi.json)`,
    `  Emulators  Auth 127.0.0.1:${stack.ports.auth}, Firestore 127.0.0.1:${stack.ports.firestore}, Functions 127.0.0.1:${stack.ports.functions}`,
    `  Data       ${dataDir}/   (kept between runs; stop, then delete it to start over)`,
    '  Stop       Ctrl-C (data is saved on the way out)',
    rule,
    '',
  ].join('\n');
}
