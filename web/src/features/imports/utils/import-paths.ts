/** The collect's import screen. */
export const importPath = (programId: string, collectId: string) =>
  `/${programId}/collects/${collectId}/import`;

export interface FileReadingParams {
  path: string;
  headerRow: number;
  worksheet: string | null;
}

/** The matching screen of an uploaded file: the file travels in the address, so it survives a reload. */
export function matchingPath(programId: string, collectId: string, reading: FileReadingParams) {
  const search = new URLSearchParams({ file: reading.path, header_row: String(reading.headerRow) });
  if (reading.worksheet) search.set('worksheet', reading.worksheet);
  return `/${programId}/collects/${collectId}/matching?${search.toString()}`;
}

/** The uploaded file a matching screen's address names; null without one. */
export function readingOf(search: URLSearchParams): FileReadingParams | null {
  const path = search.get('file');
  if (!path) return null;
  const headerRow = Number(search.get('header_row') ?? '1');
  return {
    path,
    headerRow: Number.isInteger(headerRow) && headerRow >= 1 ? headerRow : 1,
    worksheet: search.get('worksheet'),
  };
}
