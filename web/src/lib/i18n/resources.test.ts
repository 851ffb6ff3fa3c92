import { describe, expect, it } from 'vitest';
import { resources } from './resources';

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`];
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translations', () => {
  it('gives every English string a French version and nothing more', () => {
    for (const [namespace, english] of Object.entries(resources.en)) {
      const french = resources.fr[namespace as keyof typeof resources.fr];
      expect(keys(french).sort(), namespace).toEqual(keys(english).sort());
    }
  });

  it('leaves no string empty', () => {
    for (const locale of Object.values(resources)) {
      for (const namespace of Object.values(locale)) {
        const flat = JSON.stringify(namespace);
        expect(flat).not.toMatch(/:""/);
      }
    }
  });
});
