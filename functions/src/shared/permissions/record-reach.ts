import type { CollectAccess } from '../contract/collect.schema.js';
import { conditionMatches } from './collect-access.js';
import type { RuleReach } from './collect-access.js';
import { isCollectContributor, isProgramManager, isSuperAdmin } from './roles.js';
import type { Subject } from './roles.js';

// One person's reach in a collect's records, the single answer every records call applies
// (grid, totals, record get, neighbours, previews, search, writes): SPEC §6 and the README's
// "Attribution rules". Administrators and the program's managers reach everything; a
// contributor of the collect reaches what their access document says (their rules, through
// their groups); anyone else, nothing. A rule left behind after its person lost the role
// grants nothing: the role is checked here, on every call.

/**
 * What a collect's rules give one person, as stored for them (the API's access document:
 * functions/src/db/record-access-document.ts).
 */
export interface PersonAccess {
  readonly see: RuleReach;
  /** The condition keys behind `see` (MATCHING): the classes of records to ask for. */
  readonly keys: readonly string[];
  readonly write: RuleReach | null;
}

/** Which records a query may return: all, none, or those of these classes. */
export type GridScope =
  | { readonly kind: 'ALL' }
  | { readonly kind: 'NONE' }
  | { readonly kind: 'CLASSES'; readonly classes: readonly string[] };

export interface RecordReach {
  readonly grid: GridScope;
  /** MATCHING: the condition keys a record's acl must share to be seen. */
  readonly keys: ReadonlySet<string> | null;
  /** What may be created or changed: every record, those matching, or none (null). */
  readonly write: RuleReach | null;
  /** The same, as the collect's answer tells the caller. */
  readonly summary: CollectAccess;
}

/** What the reach depends on in the collect: where it is and the classes its records hold. */
export interface ReachCollect {
  readonly id: string;
  readonly programId: string;
  readonly accessClasses: Readonly<Record<string, readonly string[]>>;
}

const EVERYTHING: RecordReach = {
  grid: { kind: 'ALL' },
  keys: null,
  write: { kind: 'ALL' },
  summary: { see: 'ALL', write: 'ALL' },
};

const NOTHING: RecordReach = {
  grid: { kind: 'NONE' },
  keys: null,
  write: null,
  summary: { see: 'NONE', write: 'NONE' },
};

/** Whether `subject` may be given a reach by rules at all (else their access is not read). */
export function readsAccess(subject: Subject, collect: ReachCollect): boolean {
  return (
    !isSuperAdmin(subject) &&
    !isProgramManager(subject, collect.programId) &&
    isCollectContributor(subject, collect.programId, collect.id)
  );
}

export function reachOf(
  subject: Subject,
  collect: ReachCollect,
  access: PersonAccess | null,
): RecordReach {
  if (isSuperAdmin(subject) || isProgramManager(subject, collect.programId)) return EVERYTHING;
  if (!isCollectContributor(subject, collect.programId, collect.id) || !access) return NOTHING;
  const write = access.write;
  const summary: CollectAccess = { see: access.see.kind, write: write?.kind ?? 'NONE' };
  if (access.see.kind === 'ALL') return { grid: { kind: 'ALL' }, keys: null, write, summary };
  const keys = new Set(access.keys);
  const classes = Object.entries(collect.accessClasses)
    .filter(([, classKeys]) => classKeys.some((key) => keys.has(key)))
    .map(([name]) => name)
    .sort();
  return {
    grid: classes.length > 0 ? { kind: 'CLASSES', classes } : { kind: 'NONE' },
    keys,
    write,
    summary,
  };
}

/** Whether a stored record (its acl) is within the reach. */
export function seesRecord(reach: RecordReach, acl: readonly string[]): boolean {
  if (reach.grid.kind === 'ALL') return true;
  const { keys } = reach;
  return keys !== null && acl.some((key) => keys.has(key));
}

/** Whether a record with these values may be created, or an update may leave it so. */
export function writesRecord(
  reach: RecordReach,
  fields: Readonly<Record<string, unknown>>,
): boolean {
  const { write } = reach;
  if (!write) return false;
  if (write.kind === 'ALL') return true;
  return write.conditions.some((condition) => conditionMatches(condition, fields));
}
