import type { ActivityDraft } from '../../db/activity-document.js';
import type { Changed } from './programs.repository.js';

/** PROGRAM_UPDATED naming the fields that changed; nothing when nothing did. */
export function describeProgramChange({ before, after }: Changed): ActivityDraft | null {
  const fields: string[] = [];
  if (before.name !== after.name) fields.push('name');
  if (before.description !== after.description) fields.push('description');
  if (before.logoPath !== after.logoPath) fields.push('logo');
  if (fields.length === 0) return null;
  return {
    programId: after.id,
    action: 'PROGRAM_UPDATED',
    target: { type: 'PROGRAM', _id: after.id, label: after.name },
    details: {
      fields,
      ...(before.name !== after.name ? { previous_name: before.name } : {}),
    },
  };
}
