/** The `code` property libraries put on their errors (gRPC status, `auth/...`, `ENOENT`). */
export function errorCodeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** gRPC status codes carried by firebase-admin's Firestore errors. */
export const GRPC_NOT_FOUND = 5;
export const GRPC_ALREADY_EXISTS = 6;
