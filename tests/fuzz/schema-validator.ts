import { typesOf, unknownKeywords } from './json-schema.js';
import type { JsonSchema, JsonType, RefResolver } from './json-schema.js';

/** Validates `value` against the schema; returns one message per violation, naming its path. */
export function validateSchema(value: unknown, schema: JsonSchema, resolve: RefResolver): string[] {
  const errors: string[] = [];
  check(value, schema, '$', resolve, errors);
  return errors;
}

function check(
  value: unknown,
  schema: JsonSchema,
  at: string,
  resolve: RefResolver,
  errors: string[],
): void {
  const unknown = unknownKeywords(schema);
  if (unknown.length) throw new Error(`Schema keyword(s) not supported at ${at}: ${unknown}`);
  if (schema.$ref !== undefined) check(value, resolve(schema.$ref), at, resolve, errors);
  const types = typesOf(schema);
  if (types.length && !types.some((type) => hasType(value, type))) {
    errors.push(`${at}: expected ${types.join(' or ')}, got ${describe(value)}`);
    return;
  }
  if (schema.const !== undefined && !sameJson(value, schema.const)) {
    errors.push(`${at}: expected ${JSON.stringify(schema.const)}`);
  }
  if (schema.enum && !schema.enum.some((option) => sameJson(value, option))) {
    errors.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  }
  if (schema.anyOf) checkAnyOf(value, schema.anyOf, at, resolve, errors);
  if (schema.oneOf) checkOneOf(value, schema.oneOf, at, resolve, errors);
  if (typeof value === 'string') checkString(value, schema, at, errors);
  if (typeof value === 'number') checkNumber(value, schema, at, errors);
  if (Array.isArray(value)) checkArray(value, schema, at, resolve, errors);
  else if (isObject(value)) checkObject(value, schema, at, resolve, errors);
}

function checkAnyOf(
  value: unknown,
  options: JsonSchema[],
  at: string,
  resolve: RefResolver,
  errors: string[],
): void {
  const attempts = options.map((option) => validateSchema(value, option, resolve));
  if (attempts.some((attempt) => attempt.length === 0)) return;
  errors.push(`${at}: matches none of anyOf (${attempts.map((a) => a[0]).join(' | ')})`);
}

function checkOneOf(
  value: unknown,
  options: JsonSchema[],
  at: string,
  resolve: RefResolver,
  errors: string[],
): void {
  const attempts = options.map((option) => validateSchema(value, option, resolve));
  const matching = attempts.filter((attempt) => attempt.length === 0).length;
  if (matching === 1) return;
  errors.push(
    matching === 0
      ? `${at}: matches none of oneOf (${attempts.map((a) => a[0]).join(' | ')})`
      : `${at}: matches ${matching} options of oneOf, not exactly one`,
  );
}

function checkString(value: string, schema: JsonSchema, at: string, errors: string[]): void {
  // JSON Schema counts characters as code points, not UTF-16 units.
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength) {
    errors.push(`${at}: shorter than ${schema.minLength}`);
  }
  if (schema.maxLength !== undefined && length > schema.maxLength) {
    errors.push(`${at}: longer than ${schema.maxLength}`);
  }
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) {
    errors.push(`${at}: ${JSON.stringify(value.slice(0, 80))} does not match ${schema.pattern}`);
  }
  if (schema.format === 'date-time' && Number.isNaN(Date.parse(value))) {
    errors.push(`${at}: not a date-time`);
  }
}

function checkNumber(value: number, schema: JsonSchema, at: string, errors: string[]): void {
  if (schema.minimum !== undefined && value < schema.minimum) {
    errors.push(`${at}: ${value} is below ${schema.minimum}`);
  }
  if (schema.maximum !== undefined && value > schema.maximum) {
    errors.push(`${at}: ${value} is above ${schema.maximum}`);
  }
}

function checkArray(
  value: unknown[],
  schema: JsonSchema,
  at: string,
  resolve: RefResolver,
  errors: string[],
): void {
  if (schema.minItems !== undefined && value.length < schema.minItems) {
    errors.push(`${at}: fewer than ${schema.minItems} items`);
  }
  if (schema.maxItems !== undefined && value.length > schema.maxItems) {
    errors.push(`${at}: more than ${schema.maxItems} items`);
  }
  const items = schema.items;
  if (items) value.forEach((item, i) => check(item, items, `${at}[${i}]`, resolve, errors));
}

function checkObject(
  value: Record<string, unknown>,
  schema: JsonSchema,
  at: string,
  resolve: RefResolver,
  errors: string[],
): void {
  const properties = schema.properties ?? {};
  for (const name of schema.required ?? []) {
    if (!Object.hasOwn(value, name)) errors.push(`${at}: missing required "${name}"`);
  }
  for (const [name, property] of Object.entries(value)) {
    const where = `${at}.${name}`;
    if (schema.propertyNames) check(name, schema.propertyNames, `${where} (name)`, resolve, errors);
    const declared = Object.hasOwn(properties, name) ? properties[name] : undefined;
    if (declared) check(property, declared, where, resolve, errors);
    else if (schema.additionalProperties === false) errors.push(`${where}: not documented`);
    else if (typeof schema.additionalProperties === 'object') {
      check(property, schema.additionalProperties, where, resolve, errors);
    }
  }
}

function hasType(value: unknown, type: JsonType): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return typeof value === type;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
