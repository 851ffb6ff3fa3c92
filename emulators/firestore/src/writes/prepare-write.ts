import type { FieldTransform, Fields, Precondition, Write } from '../proto/firestore-types.js';
import { invalidArgument } from '../errors/rpc-error.js';
import { assertWritableFieldPath, parseFieldPath } from '../paths/field-path.js';
import { assertWritableDocument, parseDocumentName } from '../paths/resource-names.js';
import type { DatabaseRef } from '../paths/resource-names.js';
import { checkFields } from './validate-fields.js';

export interface PreparedTransform {
  readonly segments: readonly string[];
  readonly transform: FieldTransform;
}

/** A write, parsed and validated, not yet applied. */
export interface PreparedWrite {
  readonly name: string;
  readonly path: string;
  readonly kind: 'set' | 'delete';
  /** Fields of the write (for `set`), untouched. */
  readonly fields: Fields;
  /** Paths of the update mask; undefined replaces the whole document. */
  readonly maskPaths: readonly (readonly string[])[] | undefined;
  readonly transforms: readonly PreparedTransform[];
  readonly precondition: Precondition | undefined;
}

function sameDatabase(name: string, db: DatabaseRef): string {
  const ref = parseDocumentName(name);
  if (ref.project !== db.project || ref.database !== db.database) {
    throw invalidArgument(
      `Document ${name} is not in database projects/${db.project}/databases/${db.database}.`,
    );
  }
  assertWritableDocument(ref, name);
  return ref.path;
}

function prepareTransforms(transforms: readonly FieldTransform[]): PreparedTransform[] {
  return transforms.map((transform) => {
    const path = transform.fieldPath ?? '';
    const segments = parseFieldPath(path);
    assertWritableFieldPath(segments, path);
    return { segments, transform };
  });
}

function prepareMask(paths: readonly string[]): string[][] {
  return paths.map((path) => {
    const segments = parseFieldPath(path);
    assertWritableFieldPath(segments, path);
    return segments;
  });
}

export function prepareWrite(write: Write, db: DatabaseRef): PreparedWrite {
  const precondition = write.currentDocument;
  if (write.delete !== undefined) {
    return {
      name: write.delete,
      path: sameDatabase(write.delete, db),
      kind: 'delete',
      fields: {},
      maskPaths: undefined,
      transforms: [],
      precondition,
    };
  }
  if (write.update !== undefined) {
    const name = write.update.name ?? '';
    const fields = write.update.fields ?? {};
    checkFields(fields);
    return {
      name,
      path: sameDatabase(name, db),
      kind: 'set',
      fields,
      maskPaths: write.updateMask ? prepareMask(write.updateMask.fieldPaths ?? []) : undefined,
      transforms: prepareTransforms(write.updateTransforms ?? []),
      precondition,
    };
  }
  if (write.transform !== undefined) {
    const name = write.transform.document ?? '';
    return {
      name,
      path: sameDatabase(name, db),
      kind: 'set',
      fields: {},
      maskPaths: [],
      transforms: prepareTransforms(write.transform.fieldTransforms ?? []),
      precondition,
    };
  }
  throw invalidArgument('A write must have an update, a delete or a transform operation.');
}
