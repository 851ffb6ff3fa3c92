import { onlineManager } from '@tanstack/react-query';
import { isApiError, NETWORK_ERROR } from '../api-error';
import { browserOnlineStore } from '../offline/online-store';

/**
 * Whether a save should be tried now. TanStack Query holds mutations while it believes the
 * browser offline, so a save tried then would wait instead of failing: both views must agree.
 */
export function canReachServer(): boolean {
  return browserOnlineStore().isOnline() && onlineManager.isOnline();
}

/** The call got no answer at all: what was sent may or may not have arrived. */
export function isNoAnswer(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.code === NETWORK_ERROR);
}
