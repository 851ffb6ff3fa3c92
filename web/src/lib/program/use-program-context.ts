import type { Program } from '@shared/contract/program.schema';
import { displayedRole, type Subject } from '@shared/permissions/roles';
import { useSubject } from '@/lib/session/subject';
import { useCurrentProgram } from './use-current-program';

export interface ProgramContext {
  /** Undefined only for a user with no program at all. */
  program: Program | undefined;
  subject: Subject;
  /** The role shown for the user in the program (a super admin's level counts as one). */
  role: ReturnType<typeof displayedRole>;
}

/** The current program (SPEC §4) and who the signed-in user is in it. */
export function useProgramContext(): ProgramContext {
  const subject = useSubject();
  const program = useCurrentProgram();
  const role = program ? displayedRole(subject, program._id) : null;
  return { program, subject, role };
}
