import { credentials } from '@grpc/grpc-js';
import { v1 } from 'firebase-admin/firestore';
import { emulatorHost } from './emulator-target.js';
import { FAST_FAILING_STREAMS } from './firestore-test-context.js';

/**
 * firebase-admin's low-level gRPC client, for the few requests its high-level API cannot express
 * (maximum / minimum transforms, transform results), sent unchanged to the emulator.
 */
export type RawFirestoreClient = InstanceType<typeof v1.FirestoreClient>;

export function createRawFirestoreClient(): RawFirestoreClient {
  const host = emulatorHost();
  const separator = host.lastIndexOf(':');
  return new v1.FirestoreClient({
    servicePath: host.slice(0, separator),
    port: Number(host.slice(separator + 1)),
    sslCreds: credentials.createInsecure(),
    ...FAST_FAILING_STREAMS,
  });
}

export function databaseName(projectId: string): string {
  return `projects/${projectId}/databases/(default)`;
}

export function documentName(projectId: string, path: string): string {
  return `${databaseName(projectId)}/documents/${path}`;
}
