import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { isPlainText, PLAIN_TEXT_MESSAGE } from './common.schema.js';
import { createProgramFormSchema } from './program.schema.js';
import { createUserGroupRequestSchema } from './user-group.schema.js';
import { updateUserDataRequestSchema } from './user.schema.js';

// Names are printed in invitation e-mails: an override could make "evil.exe" read otherwise.
const HIDDEN = ['\u202e', '\u202a', '\u202d', '\u2066', '\u2069', '\u200f', '\u061c', '\u2028'];
const CONTROLS = ['\u0000', '\u0007', '\t', '\n', '\u001b', '\u007f', '\u0085', '\u009f'];

function issuesOf(schema: z.ZodMiniType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('isPlainText', () => {
  it('accepts names in any script, with accents, apostrophes, emoji and joiners', () => {
    for (const name of ['Zoë', "O'Brien", 'محمد', '李小龍', 'क्षत्रिय', '👩‍🔬 Lab', 'Anne-Marie']) {
      expect({ name, plain: isPlainText(name) }).toEqual({ name, plain: true });
    }
  });

  it('refuses bidirectional formatting and control characters anywhere', () => {
    for (const char of [...HIDDEN, ...CONTROLS]) {
      const code = char.codePointAt(0)?.toString(16);
      expect({ code, plain: isPlainText(`Ann${char}e`) }).toEqual({ code, plain: false });
    }
  });
});

describe('name schemas', () => {
  const issue = (path: string) => [{ path, message: PLAIN_TEXT_MESSAGE }];

  it('refuse a person name with an override, naming the field', () => {
    expect(issuesOf(updateUserDataRequestSchema, { first_name: 'Ann\u202eexe.pdf' })).toEqual(
      issue('first_name'),
    );
    expect(issuesOf(updateUserDataRequestSchema, { last_name: 'Smith\u0000' })).toEqual(
      issue('last_name'),
    );
  });

  it('refuse a program name with a control character, naming the field', () => {
    expect(issuesOf(createProgramFormSchema, { name: 'Prog\u001bram' })).toEqual(issue('name'));
  });

  it('refuse a group name with an isolate, naming the field', () => {
    expect(issuesOf(createUserGroupRequestSchema, { name: { en: 'Team\u2066A' } })).toEqual(
      issue('name.en'),
    );
  });

  it('still trim surrounding whitespace and accept plain names', () => {
    expect(updateUserDataRequestSchema.parse({ first_name: '  Zoë ' })).toEqual({
      first_name: 'Zoë',
    });
  });
});
