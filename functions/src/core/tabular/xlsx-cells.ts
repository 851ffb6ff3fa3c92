// A spreadsheet cell as the text an import maps, whatever exceljs read: formulas give their
// cached result (the value the sheet showed when saved; nothing is ever evaluated), dates their
// ISO form, rich text and links their text, errors their code (#N/A).

const MS_PER_DAY = 24 * 60 * 60 * 1000;
/** Excel stores a time of day alone as a date on its day zero. */
const EXCEL_DAY_ZERO = Date.UTC(1899, 11, 30);

const pad = (value: number) => String(value).padStart(2, '0');

function dateText(date: Date): string {
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const iso = date.toISOString();
  if (time >= EXCEL_DAY_ZERO && time < EXCEL_DAY_ZERO + MS_PER_DAY) {
    return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  }
  if (time % MS_PER_DAY === 0) return iso.slice(0, 10);
  return iso.slice(0, 19);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return dateText(value);
  if (!isRecord(value)) return '';
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result);
  if (Array.isArray(value.richText)) {
    return value.richText
      .map((part: unknown) => (isRecord(part) ? cellText(part.text) : ''))
      .join('');
  }
  if ('hyperlink' in value) return cellText(value.text);
  if (typeof value.error === 'string') return value.error;
  return '';
}
