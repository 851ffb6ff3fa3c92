import type { Locale } from '@shared/contract/locale.schema';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { CURRENT_PROGRAM_STORAGE_KEY, LOCALE_COOKIE_NAME } from '@/config/constants';
import { safeRedirect } from '@/features/auth/utils/safe-redirect';
import { localizePath } from '@/lib/i18n/locale-path';
import { resolveCurrentProgram } from '@/lib/program/current-program';
import type { GuardSpec } from '../guards/guards';
import type { RouterDeps } from './router-deps';
import { loadSession } from './session';

/** Loaders of one language's route tree. */
export function createLoaders(locale: Locale, deps: RouterDeps) {
  const to = (path: string) => localizePath(path, locale);

  return {
    /** The URL decides the language: switch i18next before any screen of the tree renders. */
    locale: async () => {
      if (deps.i18n.language !== locale) await deps.i18n.changeLanguage(locale);
      return null;
    },

    /** Sign-in pages: a signed-in visitor goes straight to where they were heading. */
    guestOnly: async ({ request }: LoaderFunctionArgs) => {
      await deps.services.auth.ready();
      if (!deps.services.auth.isSignedIn()) return null;
      const target = safeRedirect(new URL(request.url).searchParams.get('redirect'));
      throw redirect(target ?? to('/'));
    },

    session: async ({ request }: LoaderFunctionArgs) => {
      await loadSession(deps, locale, request);
      return null;
    },

    /** `/`: the first program's dashboard, program creation for a super admin, or a notice. */
    entry: async ({ request }: LoaderFunctionArgs) => {
      if (locale === 'en' && deps.readCookie(LOCALE_COOKIE_NAME) === 'fr') throw redirect('/fr');
      const { programs, user } = await loadSession(deps, locale, request);
      const [first] = programs;
      if (first) throw redirect(to(`/${encodeURIComponent(first._id)}/dashboard`));
      if (user.level === 'SUPER_ADMIN') throw redirect(to('/admin/create_program'));
      return null;
    },

    /** `/dashboard`: the dashboard of the current program. */
    dashboard: async ({ request }: LoaderFunctionArgs) => {
      const { programs } = await loadSession(deps, locale, request);
      const remembered = deps.storage.getItem(CURRENT_PROGRAM_STORAGE_KEY);
      const current = resolveCurrentProgram(programs, undefined, remembered);
      throw redirect(current ? to(`/${encodeURIComponent(current._id)}/dashboard`) : to('/'));
    },

    /** `/:program_id`: only allowed programs exist; opening one makes it the current program. */
    program: async ({ request, params }: LoaderFunctionArgs) => {
      const { programs } = await loadSession(deps, locale, request);
      const program = programs.find((candidate) => candidate._id === params.program_id);
      if (!program) throw data('Not Found', { status: 404 });
      deps.storage.setItem(CURRENT_PROGRAM_STORAGE_KEY, program._id);
      // The sidebar's collects, fetched early; their schemas (collects, models, fields) are no
      // part of the entry, which the sign-in page downloads too.
      void Promise.all([
        import('@/lib/program/get-program-collects'),
        deps.services.queryClient.get(),
      ]).then(([{ programCollectsQueryOptions }, queryClient]) =>
        queryClient.prefetchQuery(programCollectsQueryOptions(deps.services.api, program._id)),
      );
      return null;
    },

    programIndex: ({ params }: LoaderFunctionArgs) => {
      throw redirect(to(`/${encodeURIComponent(params.program_id ?? '')}/dashboard`));
    },

    /** `collects/{c}/record/{r}` shows the record (its view); without a record, the grid. */
    recordIndex: ({ params, request }: LoaderFunctionArgs) => {
      const collect = `/${encodeURIComponent(params.program_id ?? '')}/collects/${encodeURIComponent(params.collect_id ?? '')}`;
      const { search } = new URL(request.url);
      throw redirect(
        to(
          params.record_id
            ? `${collect}/record/${encodeURIComponent(params.record_id)}/view${search}`
            : `${collect}${search}`,
        ),
      );
    },

    guard:
      (guard: GuardSpec) =>
      async ({ request, params }: LoaderFunctionArgs) => {
        // The permission rules load with the signed-in screens, not with /login (issue 15).
        const [{ subject }, { checkGuard }] = await Promise.all([
          loadSession(deps, locale, request),
          import('../guards/guards'),
        ]);
        const result = checkGuard(guard, {
          subject,
          programId: params.program_id,
          collectId: params.collect_id,
        });
        if (!result.allowed) throw redirect(to(result.redirectTo));
        return null;
      },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
