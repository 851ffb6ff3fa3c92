import type { Program } from '@shared/contract/program.schema';
import { useParams } from 'react-router';
import { CURRENT_PROGRAM_STORAGE_KEY } from '@/config/constants';
import { usePrograms } from '@/lib/session/get-programs';
import { resolveCurrentProgram } from './current-program';

/** The current program (SPEC §4); the program route loader remembers the last one opened. */
export function useCurrentProgram(): Program | undefined {
  const programs = usePrograms();
  const { program_id: routeProgramId } = useParams();
  return resolveCurrentProgram(
    programs,
    routeProgramId,
    window.sessionStorage.getItem(CURRENT_PROGRAM_STORAGE_KEY),
  );
}
