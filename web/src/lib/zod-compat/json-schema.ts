/**
 * zod's JSON Schema generation, as the web build sees it: not there. zod's classic schemas import
 * it to give every schema a `toJSONSchema()` method and the Standard Schema `jsonSchema` entry;
 * the browser never calls them (the API's documentation is generated on the server, from the same
 * contract), and the generator weighs about 66 KB of source, some 6 KB gzipped on every screen
 * that checks an answer or a form. vite.config.ts resolves zod's `to-json-schema.js` and
 * `json-schema-processors.js` to this module in the build only: the dev server and the tests
 * keep zod whole. Calling one of these throws, naming what is missing; json-schema.test.ts holds
 * this list to what zod imports.
 */
function unavailable(): never {
  throw new Error(
    "zod's JSON Schema generation is not part of Rainbow's web build (vite.config.ts)",
  );
}

/** Given to each schema as its `toJSONSchema` and `~standard.jsonSchema` methods: made eagerly, called never. */
export const createToJSONSchemaMethod = () => unavailable;
export const createStandardJSONSchemaMethod = () => unavailable;
export const toJSONSchema = unavailable;

/**
 * Read only by a string, number, bigint or date schema's `minLength`, `maxValue`, `format`, …
 * getters, which Rainbow does not use (the contract's limits are its own constants).
 */
export const aggregateChecks = unavailable;

export const anyProcessor = unavailable;
export const arrayProcessor = unavailable;
export const bigintProcessor = unavailable;
export const booleanProcessor = unavailable;
export const catchProcessor = unavailable;
export const customProcessor = unavailable;
export const dateProcessor = unavailable;
export const defaultProcessor = unavailable;
export const enumProcessor = unavailable;
export const fileProcessor = unavailable;
export const functionProcessor = unavailable;
export const intersectionProcessor = unavailable;
export const lazyProcessor = unavailable;
export const literalProcessor = unavailable;
export const mapProcessor = unavailable;
export const nanProcessor = unavailable;
export const neverProcessor = unavailable;
export const nonoptionalProcessor = unavailable;
export const nullProcessor = unavailable;
export const nullableProcessor = unavailable;
export const numberProcessor = unavailable;
export const objectProcessor = unavailable;
export const optionalProcessor = unavailable;
export const pipeProcessor = unavailable;
export const prefaultProcessor = unavailable;
export const promiseProcessor = unavailable;
export const readonlyProcessor = unavailable;
export const recordProcessor = unavailable;
export const setProcessor = unavailable;
export const stringProcessor = unavailable;
export const successProcessor = unavailable;
export const symbolProcessor = unavailable;
export const templateLiteralProcessor = unavailable;
export const transformProcessor = unavailable;
export const tupleProcessor = unavailable;
export const undefinedProcessor = unavailable;
export const unionProcessor = unavailable;
export const unknownProcessor = unavailable;
export const voidProcessor = unavailable;
