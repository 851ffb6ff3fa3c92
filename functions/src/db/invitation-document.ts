import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedDateSchema } from '../core/firestore-values.js';
import { LOCALES } from '../shared/contract/locale.schema.js';
import { ROLES } from '../shared/contract/user.schema.js';
import type { Locale } from '../shared/contract/locale.schema.js';
import type { Role } from '../shared/contract/user.schema.js';
import type { PersonRef } from '../shared/contract/invitation.schema.js';

// `invitations/{id}` (random id, it appears in the registration link): email, program_id, role,
// collect_id?, user_group_id?, status PENDING | USED, code_hash (SHA-256 of the code, never the
// code), lang, invited_by, created_at, sent_at, expires_at, used_at?. Written by the
// invitations repository; registration.repository marks one USED when it is accepted, ends it
// (expires_at: now) when its sender may no longer grant it, and holds it with
// `registration_claim: { id, until }` while a new account's sign-in identity is being made.
// `invitationSlots/{sha256(program_id, email)}` (see db/collections.ts) goes with it.

const personRefSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });

const storedInvitationSchema = z.object({
  email: z.string(),
  program_id: z.string(),
  role: z.enum(ROLES),
  collect_id: z.string().optional(),
  user_group_id: z.string().optional(),
  status: z.enum(['PENDING', 'USED']),
  code_hash: z.string(),
  lang: z.enum(LOCALES).default('en'),
  invited_by: personRefSchema.nullable().default(null),
  created_at: storedDateSchema,
  sent_at: storedDateSchema,
  expires_at: storedDateSchema,
  used_at: storedDateSchema.optional(),
});

export interface InvitationRecord {
  readonly id: string;
  readonly email: string;
  readonly programId: string;
  readonly role: Role;
  readonly collectId?: string | undefined;
  readonly userGroupId?: string | undefined;
  readonly status: 'PENDING' | 'USED';
  readonly codeHash: string;
  readonly lang: Locale;
  readonly invitedBy: PersonRef | null;
  readonly createdAt: Date;
  readonly sentAt: Date;
  readonly expiresAt: Date;
  readonly usedAt?: Date | undefined;
}

export function toInvitationRecord(snapshot: DocumentSnapshot): InvitationRecord {
  const stored = storedInvitationSchema.parse(snapshot.data());
  return {
    id: snapshot.id,
    email: stored.email,
    programId: stored.program_id,
    role: stored.role,
    collectId: stored.collect_id,
    userGroupId: stored.user_group_id,
    status: stored.status,
    codeHash: stored.code_hash,
    lang: stored.lang,
    invitedBy: stored.invited_by,
    createdAt: stored.created_at,
    sentAt: stored.sent_at,
    expiresAt: stored.expires_at,
    usedAt: stored.used_at,
  };
}

/** The stored form of an invitation record. */
export function storedInvitation(record: InvitationRecord) {
  return {
    email: record.email,
    program_id: record.programId,
    role: record.role,
    ...(record.collectId ? { collect_id: record.collectId } : {}),
    ...(record.userGroupId ? { user_group_id: record.userGroupId } : {}),
    status: record.status,
    code_hash: record.codeHash,
    lang: record.lang,
    invited_by: record.invitedBy,
    created_at: record.createdAt,
    sent_at: record.sentAt,
    expires_at: record.expiresAt,
    ...(record.usedAt ? { used_at: record.usedAt } : {}),
  };
}
