import type { GuardSpec } from '../guards/guards';
import type { CrumbSpec, RouteHandle } from '../navigation/route-handle';
import { lazyPage } from './lazy-page';

export const ADMIN_OR_MANAGER: GuardSpec = { name: 'admin-or-manager' };
export const SUPER_ADMIN: GuardSpec = { name: 'super-admin' };
export const CONTRIBUTOR: GuardSpec = { name: 'contributor' };

export function crumb(label: string, extra: Omit<RouteHandle, 'crumb'> = {}): RouteHandle {
  return { crumb: { label }, ...extra };
}

export function entityCrumb(
  spec: Extract<CrumbSpec, { entity: unknown }>,
  extra: Omit<RouteHandle, 'crumb'> = {},
): RouteHandle {
  return { crumb: spec, ...extra };
}

/** Screens of later issues: the frame, title and breadcrumb exist, the content says so. */
export const comingSoon = lazyPage(() => import('../routes/coming-soon'));
