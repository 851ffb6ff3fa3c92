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
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
