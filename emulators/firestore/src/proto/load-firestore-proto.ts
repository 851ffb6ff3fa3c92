import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadSync } from '@grpc/proto-loader';
import type { PackageDefinition } from '@grpc/proto-loader';

const require = createRequire(import.meta.url);

/** Folder holding the .proto files that @google-cloud/firestore ships. */
function protosRoot(): string {
  const packageJson = require.resolve('@google-cloud/firestore/package.json');
  return join(dirname(packageJson), 'build', 'protos');
}

/**
 * Loads google.firestore.v1 with options that keep decoded requests faithful:
 * int64 as decimal strings (no precision loss), enums as names, no defaults
 * (so presence of messages such as `currentDocument` can be tested) and a
 * virtual field naming the member set in each oneof.
 */
export function loadFirestoreProto(): PackageDefinition {
  const root = protosRoot();
  return loadSync(join(root, 'google/firestore/v1/firestore.proto'), {
    includeDirs: [root],
    keepCase: false,
    longs: String,
    enums: String,
    defaults: false,
    arrays: true,
    objects: true,
    oneofs: true,
  });
}
