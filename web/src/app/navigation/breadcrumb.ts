import type { CrumbEntity, CrumbSpec } from './route-handle';
import { isRouteHandle } from './route-handle';

export interface CrumbMatch {
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
  handle: unknown;
}

export interface BreadcrumbItem {
  label: string;
  href: string;
  /** The page the user is on: shown highlighted and not clickable. */
  current: boolean;
}

export interface BreadcrumbContext {
  t: (key: string, values?: Record<string, string>) => string;
  /** The display name of an entity, when the app already knows it. */
  resolve: (entity: CrumbEntity, id: string) => string | undefined;
  search: URLSearchParams;
}

function crumbLabel(crumb: CrumbSpec, match: CrumbMatch, context: BreadcrumbContext): string {
  if ('label' in crumb) return context.t(crumb.label);
  const id = crumb.from === 'search' ? context.search.get(crumb.param) : match.params[crumb.param];
  const name = id ? context.resolve(crumb.entity, id) : undefined;
  if (name === undefined) return context.t(crumb.fallback);
  return crumb.template ? context.t(crumb.template, { name }) : name;
}

/**
 * SPEC §2's breadcrumb: one item per matched route that declares a crumb, duplicate labels
 * skipped (the first one stays), the last item marked current.
 */
export function buildBreadcrumb(
  matches: readonly CrumbMatch[],
  context: BreadcrumbContext,
): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [];
  for (const match of matches) {
    if (!isRouteHandle(match.handle) || !match.handle.crumb) continue;
    const { crumb } = match.handle;
    const label = crumbLabel(crumb, match, context);
    if (!label || items.some((item) => item.label === label)) continue;
    const parent = items.at(-1);
    const href = crumb.linkToParent && parent ? parent.href : match.pathname;
    items.push({ label, href, current: false });
  }
  const last = items.at(-1);
  if (last) last.current = true;
  return items;
}

/** The document title: the deepest route's own title, or else the current breadcrumb label. */
export function pageTitle(
  matches: readonly CrumbMatch[],
  context: BreadcrumbContext,
): string | null {
  for (const match of [...matches].reverse()) {
    if (!isRouteHandle(match.handle)) continue;
    if (match.handle.title) return context.t(match.handle.title);
    if (match.handle.crumb) return buildBreadcrumb(matches, context).at(-1)?.label ?? null;
  }
  return null;
}
