import { status } from '@grpc/grpc-js';
import { RpcError } from '../errors/rpc-error.js';

export function internalError(message: string): RpcError {
  return new RpcError(status.INTERNAL, message);
}
