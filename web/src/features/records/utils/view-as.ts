/**
 * "What this person sees" (administrators and the program's managers): the member whose
 * attribution rules the grid applies instead of the caller's. It lives in the URL beside the
 * view, so that the link can be shared and a record page leads back to the same grid.
 */
export const AS_USER_PARAM = 'as_user';

export function readAsUser(params: URLSearchParams): string | undefined {
  return params.get(AS_USER_PARAM)?.trim() || undefined;
}

/** `current` viewing as `userId`, or as oneself again when it is null. */
export function withAsUser(current: URLSearchParams, userId: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (userId) next.set(AS_USER_PARAM, userId);
  else next.delete(AS_USER_PARAM);
  return next;
}
