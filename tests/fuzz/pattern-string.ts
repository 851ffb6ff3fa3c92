import type { Random } from './random.js';

// Characters drawn for negated classes and free text: ASCII, accents, CJK and an astral emoji,
// so that length limits are exercised in code points as well as UTF-16 units.
const ALPHABET = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-éßü中🌈'];

interface Atom {
  chars: string[];
  min: number;
  max: number;
}

/**
 * A string matching a simple anchored pattern (a sequence of literals and character classes
 * with quantifiers: what zod emits for ids, codes and dates), or undefined for anything richer.
 */
export function patternString(
  pattern: string,
  random: Random,
  lengths: { min: number; max: number },
): string | undefined {
  const atoms = parsePattern(pattern);
  if (!atoms) return undefined;
  const regex = new RegExp(pattern, 'u');
  for (let attempt = 0; attempt < 10; attempt++) {
    const text = atoms.map((atom) => repeat(atom, random, lengths.max)).join('');
    const length = [...text].length;
    if (regex.test(text) && length >= lengths.min && length <= lengths.max) return text;
  }
  return undefined;
}

function repeat(atom: Atom, random: Random, cap: number): string {
  const count = random.int(atom.min, Math.min(atom.max, Math.max(atom.min, Math.min(cap, 24))));
  let text = '';
  for (let i = 0; i < count; i++) text += random.pick(atom.chars);
  return text;
}

function parsePattern(pattern: string): Atom[] | undefined {
  if (!pattern.startsWith('^') || !pattern.endsWith('$')) return undefined;
  const body = pattern.slice(1, -1);
  const atoms: Atom[] = [];
  let i = 0;
  while (i < body.length) {
    const parsed = parseAtom(body, i);
    if (!parsed) return undefined;
    const quantified = parseQuantifier(body, parsed.end);
    atoms.push({ chars: parsed.chars, ...quantified.range });
    i = quantified.end;
  }
  return atoms;
}

function parseAtom(body: string, at: number): { chars: string[]; end: number } | undefined {
  const char = body[at];
  if (char === '[') {
    const close = body.indexOf(']', at + 1);
    if (close < 0) return undefined;
    const chars = classChars(body.slice(at + 1, close));
    return chars.length ? { chars, end: close + 1 } : undefined;
  }
  if (char === '\\') {
    const next = body[at + 1];
    if (next === 'd') return { chars: [...'0123456789'], end: at + 2 };
    return next && !/\w/.test(next) ? { chars: [next], end: at + 2 } : undefined;
  }
  if (char === undefined || '()|.?*+{'.includes(char)) return undefined;
  return { chars: [char], end: at + 1 };
}

function classChars(spec: string): string[] {
  const negated = spec.startsWith('^');
  const members = negated ? spec.slice(1) : spec;
  const listed: string[] = [];
  for (let i = 0; i < members.length; i++) {
    const from = members[i] as string;
    if (members[i + 1] === '-' && i + 2 < members.length) {
      const to = members[i + 2] as string;
      for (let code = from.charCodeAt(0); code <= to.charCodeAt(0); code++) {
        listed.push(String.fromCharCode(code));
      }
      i += 2;
    } else listed.push(from === '\\' ? (members[++i] ?? '') : from);
  }
  return negated ? ALPHABET.filter((c) => !listed.includes(c)) : listed;
}

function parseQuantifier(
  body: string,
  at: number,
): { range: { min: number; max: number }; end: number } {
  const char = body[at];
  if (char === '+') return { range: { min: 1, max: Infinity }, end: at + 1 };
  if (char === '*') return { range: { min: 0, max: Infinity }, end: at + 1 };
  if (char === '?') return { range: { min: 0, max: 1 }, end: at + 1 };
  const braces = /^\{(\d+)(,(\d*))?\}/.exec(body.slice(at));
  if (!braces) return { range: { min: 1, max: 1 }, end: at };
  const min = Number(braces[1]);
  const max = braces[2] === undefined ? min : braces[3] ? Number(braces[3]) : Infinity;
  return { range: { min, max }, end: at + braces[0].length };
}

export function freeText(random: Random, min: number, max: number): string {
  const length = random.chance(0.15) ? max : random.int(min, Math.min(max, min + 24));
  let text = '';
  for (let i = 0; i < length; i++) text += random.chance(0.1) ? ' ' : random.pick(ALPHABET);
  // Leading or trailing spaces may be trimmed by the API; keep the length meaningful.
  return text.length && text.trim().length === 0 ? 'x'.repeat(length) : text;
}
