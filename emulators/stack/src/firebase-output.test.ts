import { describe, expect, it } from 'vitest';

import { formatFirebaseLine } from './firebase-output.js';

describe('formatFirebaseLine', () => {
  it('drops the ready table and per-request rewrite notices', () => {
    expect(formatFirebaseLine('\u001b[90m│\u001b[39m Hosting        \u001b[90m│\u001b[39m')).toBe(
      undefined,
    );
    expect(formatFirebaseLine('[hosting] Rewriting /api/x to http://127.0.0.1:5001/...')).toBe(
      undefined,
    );
  });

  it('keeps warnings, labelled', () => {
    expect(formatFirebaseLine('⚠  functions: something odd')).toBe(
      '[firebase] ⚠  functions: something odd',
    );
  });

  it('shortens the api function JSON logs', () => {
    const entry = { severity: 'WARNING', message: 'GET /api/nope 404', durationMs: 3 };

    expect(formatFirebaseLine(`>  ${JSON.stringify(entry)}`)).toBe(
      '[api] WARNING GET /api/nope 404 (3 ms)',
    );
  });

  it('hides successful health checks and passes plain function output through', () => {
    const health = { message: 'GET /api/health 200', path: '/api/health', status: 200 };

    expect(formatFirebaseLine(`>  ${JSON.stringify(health)}`)).toBeUndefined();
    expect(formatFirebaseLine('>  hello')).toBe('[api] hello');
  });
});
