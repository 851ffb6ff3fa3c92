// The program routes of SPEC.md §2 for collects, before the locale prefix.

const id = encodeURIComponent;

export const collectsPath = (programId: string) => `/${id(programId)}/collects`;

export const createCollectPath = (programId: string) => `/${id(programId)}/create_collect`;

/** The collect's records grid. */
export const collectGridPath = (programId: string, collectId: string) =>
  `${collectsPath(programId)}/${id(collectId)}`;

export const collectDetailsPath = (programId: string, collectId: string) =>
  `/${id(programId)}/collect_details/${id(collectId)}`;

export const editCollectPath = (programId: string, collectId: string) =>
  `/${id(programId)}/edit_collect/${id(collectId)}`;
