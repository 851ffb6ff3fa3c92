/** Why a Google Sheet cannot be read (the imports module says it in the reader's language). */
export type SheetsFailure =
  /** 403: not shared with the service account (or sharing was withdrawn). */
  | { readonly kind: 'NOT_SHARED' }
  /** 404: no such spreadsheet (or it was deleted). */
  | { readonly kind: 'NOT_FOUND' }
  /** The tab is not in the spreadsheet (deleted, or gone mid-sync). */
  | { readonly kind: 'TAB_GONE'; readonly tab: string }
  /** 429 still after the retries. */
  | { readonly kind: 'QUOTA' }
  /** Anything else Google answered (5xx, network). */
  | { readonly kind: 'UNAVAILABLE'; readonly status: number | null };

export class SheetsError extends Error {
  constructor(readonly failure: SheetsFailure) {
    super(`Google Sheets: ${failure.kind}`);
    this.name = 'SheetsError';
  }
}
