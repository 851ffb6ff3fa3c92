// Numbers written as text (CSV cells, select option values, text fields with a number rule).
// Written by hand so that every reader of a number agrees on what "a number" is.

const DOT_DECIMAL = /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/;
const COMMA_DECIMAL = /^[+-]?\d+,(\d+)$/;
// Spaces (including the no-break spaces French number formatting uses) group thousands.
const GROUPING_SPACES = /[\s\u00a0\u202f]/g;

/**
 * `12`, `-3.5`, `1e3`, `1 234.5` and the French `12,5` read as numbers. A comma followed by
 * exactly three digits (`1,234`) is refused: it is a thousands separator in English and a decimal
 * mark in French, and guessing would silently change the value by a factor of 1000.
 */
export function readDecimal(text: string): number | null {
  const compact = text.trim().replace(GROUPING_SPACES, '');
  if (DOT_DECIMAL.test(compact)) return finite(Number(compact));
  const comma = COMMA_DECIMAL.exec(compact);
  if (comma && comma[1]!.length !== 3) return finite(Number(compact.replace(',', '.')));
  return null;
}

function finite(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}
