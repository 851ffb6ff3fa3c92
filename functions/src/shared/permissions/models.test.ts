import { describe, expect, it } from 'vitest';
import { canDesignModels, canPickModels } from './models.js';
import type { Subject } from './roles.js';

const admin: Subject = { uid: 'a', level: 'SUPER_ADMIN', roles: [] };
const manager: Subject = {
  uid: 'm',
  level: 'REGULAR_USER',
  roles: [{ program_id: 'p', role: 'PROGRAM_MANAGER' }],
};
const contributor: Subject = {
  uid: 'c',
  level: 'REGULAR_USER',
  roles: [{ program_id: 'p', role: 'COLLECT_BULK_CONTRIBUTOR', collect_id: 'c' }],
};

describe('model permissions', () => {
  it('lets super admins alone design models', () => {
    expect([admin, manager, contributor].map(canDesignModels)).toEqual([true, false, false]);
  });

  it('lets super admins and managers of any program pick one for a collect', () => {
    expect([admin, manager, contributor].map(canPickModels)).toEqual([true, true, false]);
  });
});
