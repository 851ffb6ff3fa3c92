import type { Namespace } from '@/lib/i18n/namespaces';
import type { GuardSpec } from '../guards/guards';

/** Things whose name a breadcrumb shows instead of a fixed label. */
export type CrumbEntity = 'program' | 'collect' | 'record' | 'userGroup' | 'model';

export type CrumbSpec =
  /** A fixed label: an i18next key such as `nav:dashboard`. */
  | { label: string; linkToParent?: boolean }
  /**
   * The name of the entity whose id is in the route param (or query parameter) `param`.
   * `template` (with `{{name}}`) wraps a known name; `fallback` is shown while it is unknown.
   */
  | {
      entity: CrumbEntity;
      param: string;
      from?: 'params' | 'search';
      fallback: string;
      template?: string;
      linkToParent?: boolean;
    };

/** What a route declares about itself in its `handle`. */
export interface RouteHandle {
  crumb?: CrumbSpec;
  /** i18next key of the document title when the route has no breadcrumb (public pages). */
  title?: string;
  guard?: GuardSpec;
  /**
   * Translation namespaces the route's screens need beyond the boot ones (lib/i18n/namespaces.ts),
   * loaded with the route so that nothing renders as a bare key (router/apply-namespaces.ts).
   */
  namespaces?: readonly Namespace[];
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
