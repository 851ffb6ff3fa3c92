// What an imported file may hold. The file limit stays under Cloud Functions' 32 MiB request
// limit (the upload is one request); the row limit keeps an import within a few minutes of task
// time and its error report readable. Both are stated in the README and the OpenAPI document.

/** The largest CSV or XLSX file accepted. */
export const IMPORT_FILE_MAX_BYTES = 30 * 1024 * 1024;
/** The most data rows (below the header row) one import takes. */
export const IMPORT_ROWS_MAX = 200_000;
/** A cell larger than this refuses its row (the rest of the file is read on). */
export const CELL_MAX_BYTES = 1024 * 1024;
/** The data rows a preview shows. */
export const PREVIEW_ROWS = 20;
/** The most columns a header row may have. */
export const COLUMNS_MAX = 500;
