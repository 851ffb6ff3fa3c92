import { describe, expect, it } from 'vitest';

describe('zod configured before it loads', () => {
  it('makes zod parse without compiling code (no eval under the CSP)', async () => {
    await import('./zod-config');
    const { z } = await import('zod/mini');
    expect(z.config().jitless).toBe(true);
  });
});
