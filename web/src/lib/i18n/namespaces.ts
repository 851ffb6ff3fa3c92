/** The translation namespaces, one file each per language: `locales/{lang}/{kebab-name}.json`. */
export const NAMESPACES = [
  'common',
  'auth',
  'nav',
  'errors',
  'legal',
  'programs',
  'search',
  'dashboard',
  'profile',
  'activity',
  'adminUsers',
  'members',
  'userGroups',
  'fields',
  'models',
  'records',
  'collects',
  'rules',
  'tasks',
  'webhooks',
  'imports',
  'sheets',
  'milestones',
  'actions',
  'reports',
  'reminders',
  'outbox',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * What every screen may show before its own namespaces arrive: shared words, the error pages
 * (a route error renders in any layout) and the document titles and crumbs of the route tree.
 */
export const BOOT_NAMESPACES: readonly Namespace[] = ['common', 'errors', 'nav'];

export function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}

/** `adminUsers` is kept in `admin-users.json`. */
export function namespaceFile(namespace: Namespace): string {
  return namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
