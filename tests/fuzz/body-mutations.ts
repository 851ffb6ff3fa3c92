import { setOwn, typesOf } from './json-schema.js';
import type { JsonSchema, RefResolver } from './json-schema.js';
import { NASTY_NUMBERS, NASTY_STRINGS, NASTY_VALUES, PROTOTYPE_KEYS } from './nasty-values.js';
import type { Random } from './random.js';

export interface Mutation {
  value: unknown;
  /** What was changed, for the report. */
  note: string;
}

interface Slot {
  path: string;
  parent: Record<string, unknown> | unknown[];
  key: string | number;
  schema: JsonSchema;
}

/** One invalid variant of a valid JSON body: a field dropped, added, retyped or pushed past a limit. */
export function mutateBody(
  valid: unknown,
  schema: JsonSchema,
  random: Random,
  resolve: RefResolver,
): Mutation {
  const value = structuredClone(valid);
  const slots = collectSlots(value, schema, resolve, '$');
  const kind = random.pick(['drop', 'extra', 'retype', 'edge', 'edge', 'root', 'proto'] as const);
  const slot = slots.length ? random.pick(slots) : undefined;
  switch (kind) {
    case 'drop':
      return dropRequired(value, schema, resolve, random) ?? retype(value, slot, random);
    case 'extra':
      return extraField(value, slots, random);
    case 'retype':
      return retype(value, slot, random);
    case 'edge':
      return edge(value, slot, random);
    case 'root':
      return { value: random.pick(NASTY_VALUES), note: 'body replaced by a nasty value' };
    case 'proto':
      return proto(value, random);
  }
}

function collectSlots(
  value: unknown,
  schema: JsonSchema,
  resolve: RefResolver,
  path: string,
): Slot[] {
  const resolved = schema.$ref ? resolve(schema.$ref) : schema;
  const slots: Slot[] = [];
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const itemSchema = resolved.items ?? {};
      slots.push({ path: `${path}[${i}]`, parent: value, key: i, schema: itemSchema });
      slots.push(...collectSlots(item, itemSchema, resolve, `${path}[${i}]`));
    });
  } else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      const childSchema = resolved.properties?.[key] ?? {};
      slots.push({ path: `${path}.${key}`, parent: value, key, schema: childSchema });
      slots.push(...collectSlots(child, childSchema, resolve, `${path}.${key}`));
    }
  }
  return slots;
}

function dropRequired(
  value: unknown,
  schema: JsonSchema,
  resolve: RefResolver,
  random: Random,
): Mutation | undefined {
  const resolved = schema.$ref ? resolve(schema.$ref) : schema;
  if (!isObject(value) || !resolved.required?.length) return undefined;
  const name = random.pick(resolved.required);
  delete value[name];
  return { value, note: `required "${name}" left out` };
}

function extraField(value: unknown, slots: Slot[], random: Random): Mutation {
  const objects = [value, ...slots.map((s) => read(s))].filter(isObject);
  const target = objects.length ? random.pick(objects) : undefined;
  const key = random.pick([...PROTOTYPE_KEYS, 'fz_extra', 'é🌈', 'k'.repeat(2000), '']);
  const extra = random.pick(NASTY_VALUES);
  if (!target) return { value: { [key]: extra }, note: `body replaced by {"${key}"}` };
  setOwn(target, key, extra);
  return { value, note: `extra field "${key.slice(0, 40)}" = ${preview(extra)}` };
}

function retype(value: unknown, slot: Slot | undefined, random: Random): Mutation {
  if (!slot) return { value: random.pick(NASTY_VALUES), note: 'body replaced by a nasty value' };
  const types: readonly string[] = typesOf(slot.schema);
  const candidates = NASTY_VALUES.filter((v) => !types.includes(jsonType(v)));
  const replacement = random.pick(candidates.length ? candidates : NASTY_VALUES);
  write(slot, replacement);
  return { value, note: `${slot.path} = ${preview(replacement)}` };
}

function edge(value: unknown, slot: Slot | undefined, random: Random): Mutation {
  if (!slot) return retype(value, slot, random);
  const current = read(slot);
  let replacement: unknown;
  if (typeof current === 'string') {
    const { maxLength, minLength } = slot.schema;
    replacement = random.pick([
      ...NASTY_STRINGS,
      ...(maxLength !== undefined ? ['m'.repeat(maxLength + 1)] : []),
      ...(minLength ? ['m'.repeat(minLength - 1)] : []),
    ]);
  } else if (typeof current === 'number') {
    const { maximum, minimum } = slot.schema;
    replacement = random.pick([
      ...NASTY_NUMBERS,
      ...(maximum !== undefined ? [maximum + 1] : []),
      ...(minimum !== undefined ? [minimum - 1] : []),
      String(current),
    ]);
  } else if (Array.isArray(current)) {
    replacement = random.pick([Array.from({ length: 500 }, () => 'a'), [[]], [{}]]);
  } else replacement = random.pick(NASTY_VALUES);
  write(slot, replacement);
  return { value, note: `${slot.path} = ${preview(replacement)}` };
}

function proto(value: unknown, random: Random): Mutation {
  const payload = random.pick([
    '{"__proto__":{"fz_polluted":true,"level":"SUPER_ADMIN"}}',
    '{"constructor":{"prototype":{"fz_polluted":true}}}',
  ]);
  const extra = JSON.parse(payload) as Record<string, unknown>;
  const target = isObject(value) ? value : {};
  for (const [key, child] of Object.entries(extra)) setOwn(target, key, child);
  return { value: target, note: `prototype keys ${payload}` };
}

function read(slot: Slot): unknown {
  return (slot.parent as Record<string | number, unknown>)[slot.key];
}

function write(slot: Slot, replacement: unknown): void {
  if (Array.isArray(slot.parent)) slot.parent[slot.key as number] = replacement;
  else setOwn(slot.parent, String(slot.key), replacement);
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

export function preview(value: unknown, max = 60): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 3)}… (${text.length} chars)` : text;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
