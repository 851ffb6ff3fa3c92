import { describe, expect, it } from 'vitest';

import { parseSeedOutput } from './seed.js';

const result = {
  created: true,
  accounts: [{ role: 'SUPER_ADMIN', email: 'admin@rainbow.local', password: 'secret' }],
};

describe('parseSeedOutput', () => {
  it('reads a pretty-printed document', () => {
    expect(parseSeedOutput(JSON.stringify(result, null, 2))).toEqual(result);
  });

  it('reads the last line when logs come first', () => {
    const stdout = `{"severity":"INFO","message":"seeding"}\n${JSON.stringify(result)}\n`;

    expect(parseSeedOutput(stdout)).toEqual(result);
  });

  it('refuses output without accounts', () => {
    expect(() => parseSeedOutput('{"created":false}')).toThrow(/Unexpected seed output/);
  });
});
