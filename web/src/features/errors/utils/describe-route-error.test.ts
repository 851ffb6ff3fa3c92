import { describe, expect, it } from 'vitest';
import { UnknownGuardError } from '@/app/guards/guards';
import { ApiError } from '@/lib/api-error';
import { describeRouteError } from './describe-route-error';

// What the router hands to error elements when a loader throws `data(…, { status })`.
function routeErrorResponse(status: number) {
  return { status, statusText: 'Not Found', internal: false, data: null };
}

describe('describeRouteError', () => {
  it('treats a 404 from a route or the API as not found', () => {
    expect(describeRouteError(new ApiError(404, 'NOT_FOUND', 'No'))).toEqual({
      kind: 'notFound',
      status: 404,
    });
  });

  it('reports an unknown guard as a 500 "Unknown middleware"', () => {
    expect(describeRouteError(new UnknownGuardError('x'))).toEqual({
      kind: 'unknownMiddleware',
      status: 500,
    });
  });

  it('recognises failed chunks and network failures', () => {
    expect(
      describeRouteError(new TypeError('Failed to fetch dynamically imported module: x')).kind,
    ).toBe('chunk');
    expect(describeRouteError(new ApiError(0, 'NETWORK_ERROR', 'x'))).toEqual({
      kind: 'network',
      status: null,
    });
  });

  it('falls back to a generic error with its status', () => {
    expect(describeRouteError(new ApiError(500, 'INTERNAL', 'x'))).toEqual({
      kind: 'generic',
      status: 500,
    });
    expect(describeRouteError(new Error('boom'))).toEqual({ kind: 'generic', status: null });
  });

  it('reads the status of a thrown route response', () => {
    expect(describeRouteError(routeErrorResponse(404)).kind).toBe('notFound');
  });
});
