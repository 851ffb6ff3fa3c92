/** The app path (without locale) of a group's page. */
export function groupPath(programId: string, groupId: string, suffix = ''): string {
  return `/${encodeURIComponent(programId)}/user_groups/${encodeURIComponent(groupId)}${suffix}`;
}
