import { describe, expect, it } from 'vitest';
import { apiPath } from './endpoint.js';

describe('apiPath', () => {
  it('fills each parameter, percent-encoded, below /api', () => {
    const path = '/programs/:program_id/members/:user_id';
    expect(apiPath({ path }, { program_id: 'p1', user_id: 'a/b?c' })).toBe(
      '/api/programs/p1/members/a%2Fb%3Fc',
    );
    expect(apiPath({ path: '/programs' }, {})).toBe('/api/programs');
  });

  it('refuses to build a path with a missing parameter', () => {
    const params = {} as { id: string };
    expect(() => apiPath({ path: '/email/:id' }, params)).toThrow(/missing parameter id/);
  });
});
