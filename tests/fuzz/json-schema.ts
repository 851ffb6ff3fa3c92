/** The subset of JSON Schema 2020-12 that zod emits into /api/openapi.json. */
export type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

export interface JsonSchema {
  $ref?: string;
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  /** zod's discriminated unions: exactly one option matches. */
  oneOf?: JsonSchema[];
  // Annotations: they describe, they do not constrain what we validate.
  default?: unknown;
  description?: string;
  contentEncoding?: string;
  contentMediaType?: string;
}

const KNOWN_KEYWORDS = new Set<string>([
  '$ref',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'minItems',
  'maxItems',
  'enum',
  'const',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'anyOf',
  'oneOf',
  'default',
  'description',
  'contentEncoding',
  'contentMediaType',
]);

/**
 * A keyword we do not implement would be silently ignored and let bad answers through; failing
 * loudly instead tells whoever adds it to the contract to teach the fuzzer.
 */
export function unknownKeywords(schema: JsonSchema): string[] {
  return Object.keys(schema).filter((key) => !KNOWN_KEYWORDS.has(key));
}

export type RefResolver = (ref: string) => JsonSchema;

/** Resolves `#/components/schemas/X` style pointers inside one document. */
export function refResolver(document: unknown): RefResolver {
  return (ref) => {
    if (!ref.startsWith('#/')) throw new Error(`Only local $ref are supported: ${ref}`);
    let node: unknown = document;
    for (const raw of ref.slice(2).split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) {
        throw new Error(`Unresolvable $ref ${ref}`);
      }
      node = (node as Record<string, unknown>)[key];
    }
    return node as JsonSchema;
  };
}

export function typesOf(schema: JsonSchema): JsonType[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** Sets an own property even for keys like `__proto__`, which plain assignment would not. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
