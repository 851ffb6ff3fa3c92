import { describe, expect, it } from 'vitest';
import { parseEmails } from './parse-emails';

describe('parseEmails', () => {
  it('reads lists separated by lines, commas and semicolons', () => {
    expect(parseEmails('a@x.org\nb@x.org, c@x.org;d@x.org')).toEqual([
      'a@x.org',
      'b@x.org',
      'c@x.org',
      'd@x.org',
    ]);
  });

  it('reads addresses copied from a mail client, once each, lower-cased', () => {
    expect(parseEmails('Ana Lima <Ana@X.org>, "Bo" <bo@x.org>; ana@x.org')).toEqual([
      'ana@x.org',
      'bo@x.org',
    ]);
  });

  it('ignores words that are not addresses', () => {
    expect(parseEmails('hello, world@ and @x.org')).toEqual([]);
  });
});
