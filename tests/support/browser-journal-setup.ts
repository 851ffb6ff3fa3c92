import { afterEach } from 'vitest';
import { takeBrowserJournal } from './browser-journal.js';

// A failing browser test prints what its pages went through (browser-journal.ts).
afterEach(({ task }) => {
  const journal = takeBrowserJournal();
  if (task.result?.state !== 'fail' || journal.length === 0) return;
  console.error(`What the browser saw during "${task.name}":\n  ${journal.join('\n  ')}`);
});
