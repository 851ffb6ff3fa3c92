/** One row of a file as read: its 1-based number as a spreadsheet shows it, and its cells. */
export interface SourceRow {
  readonly number: number;
  readonly cells: readonly string[];
}

/** Rows of a file, read on demand: neither the file's text nor its rows are held whole. */
export type SourceRows = AsyncGenerator<SourceRow, void, undefined>;
