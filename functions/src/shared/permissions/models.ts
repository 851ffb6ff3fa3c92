import { isSuperAdmin } from './roles.js';
import type { Subject } from './roles.js';

// Data models (SPEC.md §7 "Models (admin)"): super administrators design them; a program manager
// picks one when creating a collect, so may list them, but never changes them.

/** Create, change and delete models and their fields. */
export function canDesignModels(subject: Subject): boolean {
  return isSuperAdmin(subject);
}

/** List the models a collect can be built on: super admins, and managers of any program. */
export function canPickModels(subject: Subject): boolean {
  return isSuperAdmin(subject) || subject.roles.some((grant) => grant.role === 'PROGRAM_MANAGER');
}
