import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatNumber, warmFormats } from './formatters';

const { NumberFormat, DateTimeFormat } = Intl;
const built = { numbers: 0, dates: 0 };

afterEach(() => {
  Intl.NumberFormat = NumberFormat;
  Intl.DateTimeFormat = DateTimeFormat;
});

/** Counts the formatters built from here on. */
function countFormatters(): void {
  built.numbers = 0;
  built.dates = 0;
  Intl.NumberFormat = function (...args: ConstructorParameters<typeof NumberFormat>) {
    built.numbers += 1;
    return new NumberFormat(...args);
  } as unknown as typeof NumberFormat;
  Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof DateTimeFormat>) {
    built.dates += 1;
    return new DateTimeFormat(...args);
  } as unknown as typeof DateTimeFormat;
}

describe('warmFormats', () => {
  it("builds the locale's number and date formats once, ahead of the screens that use them", async () => {
    countFormatters();
    const warming = warmFormats('de-DE');
    expect(built).toEqual({ numbers: 0, dates: 0 }); // not in the task that asked
    await warming;
    expect(built).toEqual({ numbers: 1, dates: 1 });

    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
    expect(formatDate(new Date(2026, 2, 1), 'de-DE')).toBe('01.03.2026');
    // The screens' calls find them built.
    expect(built).toEqual({ numbers: 1, dates: 1 });
  });
});
