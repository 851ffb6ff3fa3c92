import type { ServiceDefinition } from '@grpc/grpc-js';
import { invalidArgument } from '../errors/rpc-error.js';

/**
 * Firestore refuses any API request over 10 MiB (https://firebase.google.com/docs/firestore/quotas:
 * "Maximum API request size"), a commit of many records above all. The emulator refuses it the
 * same way, so that a batch that would fail in production fails here too.
 */
export const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

/** The encoded size of each request message, noted as it is decoded. */
const encodedBytes = new WeakMap<object, number>();

/**
 * Notes the size of every request the service decodes. grpc-js's own receive limit would answer
 * RESOURCE_EXHAUSTED before any handler runs; Firestore answers INVALID_ARGUMENT, which the
 * handlers do (`checkRequestSize`).
 */
export function measureRequests(service: ServiceDefinition): ServiceDefinition {
  const measured: Record<string, ServiceDefinition[string]> = {};
  for (const [name, method] of Object.entries(service)) {
    const decode = method.requestDeserialize;
    measured[name] = {
      ...method,
      requestDeserialize: (bytes: Buffer) => {
        const request: unknown = decode(bytes);
        if (typeof request === 'object' && request !== null) {
          encodedBytes.set(request, bytes.length);
        }
        return request;
      },
    };
  }
  return measured;
}

/** Throws Firestore's INVALID_ARGUMENT for a request over MAX_REQUEST_BYTES. */
export function checkRequestSize(request: unknown): void {
  if (typeof request !== 'object' || request === null) return;
  const bytes = encodedBytes.get(request) ?? 0;
  if (bytes > MAX_REQUEST_BYTES) {
    throw invalidArgument(`Request payload size exceeds the limit: ${MAX_REQUEST_BYTES} bytes.`);
  }
}
