import { forbidden } from '../../core/errors.js';
import type { ProgramFigures } from '../../shared/contract/program-figures.schema.js';
import { seesProgramTotals } from '../../shared/permissions/program-content.js';
import { canAccessProgram, visibleCollects } from '../../shared/permissions/roles.js';
import type { Subject } from '../../shared/permissions/roles.js';
import type { ProgramFiguresRepository } from './program-figures.repository.js';

/** What the dashboard counts, for the caller (see program-figures.schema.ts). */
export async function programFigures(
  figures: ProgramFiguresRepository,
  subject: Subject,
  programId: string,
): Promise<ProgramFigures> {
  if (!canAccessProgram(subject, programId)) {
    throw forbidden('Only the people of this program see its figures');
  }
  const ids = await figures.collectIds(programId);
  const visible = visibleCollects(subject, programId);
  if (!seesProgramTotals(subject, programId)) {
    const mine = visible.all ? ids : ids.filter((id) => visible.collectIds.includes(id));
    return { collects: mine.length, records: null, members: null };
  }
  const [records, members] = await Promise.all([
    figures.countRecords(programId, ids),
    figures.countMembers(programId),
  ]);
  return { collects: ids.length, records, members };
}
