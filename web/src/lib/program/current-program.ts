import type { Program } from '@shared/contract/program.schema';

/**
 * SPEC §4: the current program is the one in the route, otherwise the one the user last opened,
 * otherwise the first allowed program.
 */
export function resolveCurrentProgram(
  programs: readonly Program[],
  routeProgramId: string | undefined,
  rememberedProgramId: string | null,
): Program | undefined {
  const byId = (id: string | null | undefined) =>
    id ? programs.find((program) => program._id === id) : undefined;
  return byId(routeProgramId) ?? byId(rememberedProgramId) ?? programs[0];
}
