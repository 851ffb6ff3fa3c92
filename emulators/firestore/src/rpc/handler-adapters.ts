import { Metadata, status } from '@grpc/grpc-js';
import type {
  sendUnaryData,
  ServerErrorResponse,
  ServerUnaryCall,
  ServerWritableStream,
} from '@grpc/grpc-js';
import { RpcError } from '../errors/rpc-error.js';
import { checkRequestSize } from './request-size.js';

export type UnaryHandler<Req, Res> = (
  call: ServerUnaryCall<Req, Res>,
  callback: sendUnaryData<Res>,
) => void;
export type StreamHandler<Req, Res> = (call: ServerWritableStream<Req, Res>) => void;

/** Receives errors that are the emulator's fault (INTERNAL), e.g. to log them. */
export type ErrorReporter = (error: unknown) => void;

/** Turns any thrown error into the gRPC status a client can act on. */
export function toServiceError(error: unknown, report: ErrorReporter): ServerErrorResponse {
  if (error instanceof RpcError) {
    return Object.assign(new Error(error.message), { code: error.code, details: error.message });
  }
  const message = error instanceof Error ? error.message : String(error);
  report(error);
  return Object.assign(new Error(message), {
    code: status.INTERNAL,
    details: `Internal emulator error: ${message}`,
  });
}

export function unary<Req, Res>(
  work: (request: Req) => Res | Promise<Res>,
  report: ErrorReporter,
): UnaryHandler<Req, Res> {
  return (call, callback) => {
    Promise.resolve()
      .then(() => {
        checkRequestSize(call.request);
        return work(call.request);
      })
      .then(
        (response) => callback(null, response),
        (error: unknown) => callback(toServiceError(error, report)),
      );
  };
}

export function serverStream<Req, Res>(
  work: (request: Req, write: (response: Res) => void) => void | Promise<void>,
  report: ErrorReporter,
): StreamHandler<Req, Res> {
  return (call) => {
    Promise.resolve()
      .then(() => {
        checkRequestSize(call.request);
        return work(call.request, (response) => call.write(response));
      })
      .then(
        () => call.end(),
        (error: unknown) => {
          // Headers first, as Firestore's front ends send them: a stream that fails with
          // trailers only looks to google-gax's retry-request like a request that got no answer
          // at all, and it retries it twice with back-off (~7 s) before the error surfaces.
          call.sendMetadata(new Metadata());
          call.emit('error', toServiceError(error, report));
        },
      );
  };
}
