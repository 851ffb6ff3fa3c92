// A CSV's delimiter is whatever its spreadsheet chose: `,` in English, `;` where the comma is the
// decimal mark, tab for "text" exports, `|` from some databases. The one that splits the first
// lines into the same number of cells (more than one) is it.

export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

const SAMPLE_LINES = 20;

/** Delimiters per line of `sample`, outside quoted cells (a quoted cell may span lines). */
function countsPerLine(sample: string, delimiter: string): number[] {
  const counts: number[] = [];
  let count = 0;
  let quoted = false;
  for (let index = 0; index < sample.length && counts.length < SAMPLE_LINES; index += 1) {
    const char = sample[index];
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === delimiter) count += 1;
    else if (!quoted && char === '\n') {
      counts.push(count);
      count = 0;
    }
  }
  // The sample's last line may be cut: it counts only when it is the only one.
  if (counts.length === 0) counts.push(count);
  return counts;
}

/** How well `delimiter` fits: lines agreeing on the most common count, then that count. */
function score(sample: string, delimiter: string): [number, number] {
  const counts = countsPerLine(sample, delimiter).filter((count) => count > 0);
  if (counts.length === 0) return [0, 0];
  const frequency = new Map<number, number>();
  for (const count of counts) frequency.set(count, (frequency.get(count) ?? 0) + 1);
  let best: [number, number] = [0, 0];
  for (const [count, lines] of frequency) {
    if (lines > best[0] || (lines === best[0] && count > best[1])) best = [lines, count];
  }
  return best;
}

/** The delimiter of the text that starts with `sample`; `,` when nothing tells. */
export function detectDelimiter(sample: string): CsvDelimiter {
  let chosen: CsvDelimiter = ',';
  let best: [number, number] = [0, 0];
  for (const delimiter of CSV_DELIMITERS) {
    const [lines, count] = score(sample, delimiter);
    if (lines > best[0] || (lines === best[0] && count > best[1])) {
      chosen = delimiter;
      best = [lines, count];
    }
  }
  return chosen;
}
