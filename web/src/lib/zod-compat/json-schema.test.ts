import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as stand_in from './json-schema';

const zodRoot = path.dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const classicSchemas = fs.readFileSync(path.join(zodRoot, 'v4/classic/schemas.js'), 'utf8');

/** What zod's classic schemas take from the two modules the web build swaps for the stand-in. */
function importedNames(): string[] {
  const named = /import\s*\{([^}]*)\}\s*from\s*"\.\.\/core\/to-json-schema\.js"/.exec(
    classicSchemas,
  );
  const fromGenerator = (named?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const namespace = /import \* as (\w+) from "\.\.\/core\/json-schema-processors\.js"/.exec(
    classicSchemas,
  )?.[1];
  const code = classicSchemas.replace(/^import .*$/gm, '');
  const fromProcessors = namespace
    ? [...code.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, 'g'))].map((m) => m[1]!)
    : [];
  return [...new Set([...fromGenerator, ...fromProcessors])];
}

describe("zod's JSON Schema generation in the web build (zod-compat/json-schema.ts)", () => {
  it('gives zod every name its classic schemas import from the generator', () => {
    const names = importedNames();
    expect(names).toContain('createToJSONSchemaMethod');
    expect(names).toContain('stringProcessor');
    const missing = names.filter((name) => !(name in stand_in));
    expect(missing).toEqual([]);
  });

  it('makes the methods zod gives each schema, which throw a clear error if ever called', () => {
    const method = stand_in.createStandardJSONSchemaMethod();
    expect(() => method()).toThrow(/JSON Schema generation is not part of Rainbow's web build/);
    expect(() => stand_in.objectProcessor()).toThrow(/web build/);
  });
});
