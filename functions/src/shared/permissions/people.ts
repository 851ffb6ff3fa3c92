import { can } from './abilities.js';
import { canAccessProgram, isSuperAdmin } from './roles.js';
import type { Subject } from './roles.js';

// Who may do what to programs and people (SPEC.md §6): super admins everything; a program
// manager only inside their programs ("manage roles", "update settings", "activity log");
// contributors none of it. The api, the web app and firestore.rules follow these.

/** See a program's settings page (name, logo, description). */
export function canViewProgram(subject: Subject, programId: string): boolean {
  return canAccessProgram(subject, programId);
}

/** Rename, describe, change the logo: "update settings". */
export function canEditProgram(subject: Subject, programId: string): boolean {
  return can(subject, 'UPDATE_SETTINGS', programId);
}

/** Creating and deleting programs is for super admins. */
export function canCreateOrDeleteProgram(subject: Subject): boolean {
  return isSuperAdmin(subject);
}

/** Members, invitations and user groups: "manage roles (members, user groups)". */
export function canManagePeople(subject: Subject, programId: string): boolean {
  return can(subject, 'MANAGE_ROLES', programId);
}

export function canSeeActivityLog(subject: Subject, programId: string): boolean {
  return can(subject, 'SEE_ACTIVITY_LOG', programId);
}

/** The system's users, their levels, roles and status: super admins. */
export function canAdministerUsers(subject: Subject): boolean {
  return isSuperAdmin(subject);
}

/** Reading outgoing e-mail documents outside the emulators: super admins. */
export function canReadMail(subject: Subject): boolean {
  return isSuperAdmin(subject);
}

/**
 * Whether `subject` may take the manager role away from `targetUid` (by a role change or by
 * removing the member). A manager may step down only while another manager remains, so that
 * nobody locks their program out by mistake; super admins may always, since they manage every
 * program anyway (a new program has no manager at all). Demoting someone else always leaves the
 * acting manager in place. `otherActiveManagers` counts only managers whose account is ACTIVE:
 * a disabled one cannot sign in, so cannot take over.
 */
export function mayLeaveManagerSeat(
  subject: Subject,
  targetUid: string,
  otherActiveManagers: number,
): boolean {
  if (isSuperAdmin(subject) || subject.uid !== targetUid) return true;
  return otherActiveManagers > 0;
}

/** Super admins may not lower their own level (there would be nobody left to undo it). */
export function mayChangeLevel(subject: Subject, targetUid: string, level: string): boolean {
  return isSuperAdmin(subject) && !(subject.uid === targetUid && level !== 'SUPER_ADMIN');
}

/** Nobody disables their own account. */
export function mayChangeStatus(subject: Subject, targetUid: string): boolean {
  return isSuperAdmin(subject) && subject.uid !== targetUid;
}
