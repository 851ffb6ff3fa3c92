import type { Locale } from '@shared/contract/locale.schema';
import type { Program } from '@shared/contract/program.schema';
import type { User } from '@shared/contract/user.schema';
import type { Subject } from '@shared/permissions/roles';
import { redirect } from 'react-router';
import { loginPathFor } from '@/features/auth/utils/safe-redirect';
import { localizePath } from '@/lib/i18n/locale-path';
import { subjectOf } from '@/lib/session/subject-of';
import type { RouterDeps } from './router-deps';

export interface Session {
  user: User;
  subject: Subject;
  programs: Program[];
}

export function loginRedirect(locale: Locale, requestUrl: string): Response {
  const url = new URL(requestUrl);
  return redirect(localizePath(loginPathFor(url.pathname + url.search), locale));
}

/**
 * Every protected loader starts here: wait for Firebase to restore the session, then make sure
 * the current user and the allowed programs are in the cache (fetched once, shared by loaders
 * running in parallel). A refused session is handled by the API client, which signs out and
 * sends the user to /login.
 */
export async function loadSession(
  deps: RouterDeps,
  locale: Locale,
  request: Request,
): Promise<Session> {
  const { auth, api } = deps.services;
  await auth.ready();
  if (!auth.isSignedIn()) throw loginRedirect(locale, request.url);
  // The session's calls bring the contract's schemas (zod): loaded once signed in, so that the
  // sign-in page shows without them (issue 15). The chunk is fetched beside the screen's own.
  const [{ currentUserQueryOptions }, { programsQueryOptions }] = await Promise.all([
    import('@/lib/session/get-current-user'),
    import('@/lib/session/get-programs'),
  ]);
  const queryClient = await deps.services.queryClient.get();
  const [user, programs] = await Promise.all([
    queryClient.ensureQueryData(currentUserQueryOptions(api)),
    queryClient.ensureQueryData(programsQueryOptions(api)),
  ]);
  return { user, subject: subjectOf(user), programs };
}
