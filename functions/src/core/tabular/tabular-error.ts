/** Why a whole file cannot be read (a row's own problem is a `RowProblem` instead). */
export type TabularFailure =
  | { readonly kind: 'EMPTY' }
  | { readonly kind: 'UNCLOSED_QUOTE'; readonly row: number }
  | { readonly kind: 'MALFORMED_CSV'; readonly row: number }
  | { readonly kind: 'NOT_A_WORKBOOK' }
  | { readonly kind: 'NO_WORKSHEET'; readonly worksheet: string }
  | { readonly kind: 'HEADER_ROW_MISSING'; readonly headerRow: number }
  | { readonly kind: 'TOO_MANY_COLUMNS'; readonly columns: number }
  | { readonly kind: 'TOO_MANY_ROWS'; readonly max: number };

/** Thrown by the readers; the imports module says it in the caller's words. */
export class TabularError extends Error {
  constructor(readonly failure: TabularFailure) {
    super(`Unreadable file: ${failure.kind}`);
    this.name = 'TabularError';
  }
}
