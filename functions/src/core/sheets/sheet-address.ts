/** A spreadsheet and, when the pasted link names one, its tab (the `gid` of the link). */
export interface SheetAddress {
  readonly spreadsheetId: string;
  readonly gid: number | null;
}

// Google's ids are 44 characters of base64url today; older sheets have shorter ones. Anything
// in that alphabet from 20 characters on is taken as an id and left for Google to find or not.
const ID = /^[A-Za-z0-9_-]{20,100}$/;
const PATH_ID = /^\/spreadsheets\/(?:u\/\d+\/)?d\/([A-Za-z0-9_-]{20,100})(?:\/|$)/;
const GID = /(?:^|[#&?])gid=(\d{1,12})(?:&|$)/;

function gidOf(url: URL): number | null {
  const found = GID.exec(url.hash) ?? GID.exec(url.search);
  return found?.[1] === undefined ? null : Number(found[1]);
}

/**
 * A pasted sheet link (`https://docs.google.com/spreadsheets/d/{id}/edit#gid={gid}`, with or
 * without `/u/0`, `?usp=sharing`, …) or a bare id; null when it is neither.
 */
export function parseSheetAddress(input: string): SheetAddress | null {
  const text = input.trim();
  if (ID.test(text)) return { spreadsheetId: text, gid: null };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname !== 'docs.google.com') return null;
  const id = PATH_ID.exec(url.pathname)?.[1];
  return id ? { spreadsheetId: id, gid: gidOf(url) } : null;
}

/** The link that opens the sheet (on its tab) in Google Sheets. */
export function sheetUrlOf(spreadsheetId: string, gid: number | null): string {
  const base = `https://docs.google.com/spreadsheets/d/${spreadsheetId}/edit`;
  return gid === null ? base : `${base}#gid=${gid}`;
}
