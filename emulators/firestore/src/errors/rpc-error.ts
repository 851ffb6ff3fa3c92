import { status } from '@grpc/grpc-js';

/** An error carrying the gRPC status code Firestore would answer with. */
export class RpcError extends Error {
  constructor(
    readonly code: status,
    message: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

export function invalidArgument(message: string): RpcError {
  return new RpcError(status.INVALID_ARGUMENT, message);
}

export function notFound(message: string): RpcError {
  return new RpcError(status.NOT_FOUND, message);
}

export function alreadyExists(message: string): RpcError {
  return new RpcError(status.ALREADY_EXISTS, message);
}

export function failedPrecondition(message: string): RpcError {
  return new RpcError(status.FAILED_PRECONDITION, message);
}

export function aborted(message: string): RpcError {
  return new RpcError(status.ABORTED, message);
}

export function unimplemented(message: string): RpcError {
  return new RpcError(status.UNIMPLEMENTED, message);
}
