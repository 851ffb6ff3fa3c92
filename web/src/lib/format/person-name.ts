/** How a person is named in lists: first and last name, or the e-mail address when both are empty. */
export function personName(person: {
  first_name: string;
  last_name: string;
  email: string;
}): string {
  return `${person.first_name} ${person.last_name}`.trim() || person.email;
}

/** Up to two initials for an avatar. */
export function personInitials(person: {
  first_name: string;
  last_name: string;
  email: string;
}): string {
  const letters = `${person.first_name.trim().charAt(0)}${person.last_name.trim().charAt(0)}`;
  return (letters || person.email.charAt(0)).toUpperCase();
}
