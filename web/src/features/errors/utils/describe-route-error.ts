import { isRouteErrorResponse } from 'react-router';
import { isApiError, NETWORK_ERROR } from '@/lib/api-error';
import { isChunkLoadError } from './chunk-reload';

export type RouteErrorKind = 'notFound' | 'chunk' | 'network' | 'unknownMiddleware' | 'generic';

export interface RouteErrorInfo {
  kind: RouteErrorKind;
  status: number | null;
}

function statusOf(error: unknown): number | null {
  if (isRouteErrorResponse(error)) return error.status;
  if (isApiError(error)) return error.status || null;
  if (error instanceof Error && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return null;
}

/** Sorts whatever a route threw into the few cases the error page tells apart. */
export function describeRouteError(error: unknown): RouteErrorInfo {
  const status = statusOf(error);
  if (status === 404) return { kind: 'notFound', status };
  if (isChunkLoadError(error)) return { kind: 'chunk', status };
  if (isApiError(error) && error.code === NETWORK_ERROR) return { kind: 'network', status };
  if (error instanceof Error && error.message === 'Unknown middleware') {
    return { kind: 'unknownMiddleware', status };
  }
  return { kind: 'generic', status };
}
