/**
 * The `redirect` query parameter of /login, kept only when it is a path of this app: an
 * absolute or protocol-relative URL would make the sign-in page an open redirect.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}

/** `/login?redirect=…` for the page the user was on (its path keeps its locale prefix). */
export function loginPathFor(redirectTo: string | null): string {
  const target = safeRedirect(redirectTo);
  const isLoginPage = target !== null && /^\/(?:[a-z]{2}\/)?login(?:[/?#]|$)/.test(target);
  return target && !isLoginPage ? `/login?${new URLSearchParams({ redirect: target })}` : '/login';
}
