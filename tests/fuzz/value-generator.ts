import { setOwn, typesOf } from './json-schema.js';
import type { JsonSchema, JsonType, RefResolver } from './json-schema.js';
import { freeText, patternString } from './pattern-string.js';
import type { Random } from './random.js';

export interface GenerationContext {
  random: Random;
  resolve: RefResolver;
  /** Real ids of the seeded world that fit a field or parameter of this name (may be empty). */
  realIds(name: string): readonly string[];
}

const MAX_DEPTH = 6;

/** A value the documented schema accepts; real ids replace generated ones half of the time. */
export function generateValid(
  schema: JsonSchema,
  context: GenerationContext,
  name = '',
  depth = 0,
): unknown {
  if (schema.$ref !== undefined) return generateValid(context.resolve(schema.$ref), context, name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return context.random.pick(schema.enum);
  if (schema.anyOf?.length) {
    const { anyOf, ...rest } = schema;
    return generateValid({ ...rest, ...context.random.pick(anyOf) }, context, name, depth);
  }
  if (schema.oneOf?.length) {
    const { oneOf, ...rest } = schema;
    return generateValid({ ...rest, ...context.random.pick(oneOf) }, context, name, depth);
  }
  const types = typesOf(schema);
  const type: JsonType = types.length ? context.random.pick(types) : guessType(schema);
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return context.random.chance(0.5);
    case 'integer':
    case 'number':
      return generateNumber(schema, type, context.random);
    case 'string':
      return generateString(schema, context, name);
    case 'array':
      return generateArray(schema, context, name, depth);
    case 'object':
      return generateObject(schema, context, depth);
  }
}

function guessType(schema: JsonSchema): JsonType {
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return 'string';
}

function generateNumber(schema: JsonSchema, type: JsonType, random: Random): number {
  const min = schema.minimum ?? -1000;
  const max = Math.min(schema.maximum ?? 1000, min + 1_000_000);
  if (random.chance(0.3)) return random.pick([min, max]);
  const value = min + random.next() * (max - min);
  return type === 'integer' ? Math.floor(value) : value;
}

function generateString(schema: JsonSchema, context: GenerationContext, name: string): string {
  const { random } = context;
  const real = context.realIds(name);
  if (real.length && random.chance(0.5)) return random.pick(real);
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min + 24, 40);
  if (schema.format === 'date-time') return new Date(random.int(0, 4e12)).toISOString();
  if (/email/i.test(name)) return `fz${random.int(0, 1e9).toString(36)}@example.org`;
  if (schema.pattern !== undefined) {
    const lengths = { min, max: schema.maxLength ?? Infinity };
    const matching = patternString(schema.pattern, random, lengths);
    if (matching !== undefined) return matching;
  }
  return freeText(random, min, max);
}

function generateArray(
  schema: JsonSchema,
  context: GenerationContext,
  name: string,
  depth: number,
): unknown[] {
  const min = schema.minItems ?? 0;
  const max = Math.min(schema.maxItems ?? min + 3, min + 3);
  const items = schema.items ?? {};
  const count = depth >= MAX_DEPTH ? min : context.random.int(min, max);
  return Array.from({ length: count }, () => generateValid(items, context, name, depth + 1));
}

function generateObject(
  schema: JsonSchema,
  context: GenerationContext,
  depth: number,
): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!required.has(name) && (depth >= MAX_DEPTH || context.random.chance(0.5))) continue;
    setOwn(value, name, generateValid(property, context, name, depth + 1));
  }
  return value;
}
