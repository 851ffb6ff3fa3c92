import { describe, expect, it } from 'vitest';
import { parseSheetAddress, sheetUrlOf } from './sheet-address.js';

const ID = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';

describe('parseSheetAddress', () => {
  it('reads the id and the tab of a pasted link', () => {
    expect(
      parseSheetAddress(`https://docs.google.com/spreadsheets/d/${ID}/edit#gid=1204331`),
    ).toEqual({ spreadsheetId: ID, gid: 1204331 });
  });

  it('reads links of other shapes: a user index, a sharing query, no tab', () => {
    expect(
      parseSheetAddress(`https://docs.google.com/spreadsheets/u/0/d/${ID}/edit?usp=sharing`),
    ).toEqual({ spreadsheetId: ID, gid: null });
    expect(
      parseSheetAddress(`  https://docs.google.com/spreadsheets/d/${ID}/edit?gid=7#gid=7 `),
    ).toEqual({ spreadsheetId: ID, gid: 7 });
    expect(parseSheetAddress(`https://docs.google.com/spreadsheets/d/${ID}`)).toEqual({
      spreadsheetId: ID,
      gid: null,
    });
  });

  it('takes a bare id', () => {
    expect(parseSheetAddress(ID)).toEqual({ spreadsheetId: ID, gid: null });
  });

  it('refuses what is neither', () => {
    expect(parseSheetAddress('')).toBeNull();
    expect(parseSheetAddress('my sheet')).toBeNull();
    expect(parseSheetAddress(`http://docs.google.com/spreadsheets/d/${ID}/edit`)).toBeNull();
    expect(parseSheetAddress(`https://evil.example/spreadsheets/d/${ID}/edit`)).toBeNull();
    expect(parseSheetAddress(`https://docs.google.com/document/d/${ID}/edit`)).toBeNull();
    expect(parseSheetAddress('https://docs.google.com/spreadsheets/d/short/edit')).toBeNull();
  });

  it('gives back a link that opens the tab', () => {
    expect(sheetUrlOf(ID, 3)).toBe(`https://docs.google.com/spreadsheets/d/${ID}/edit#gid=3`);
  });
});
