/**
 * The pages of the sign-in layout, which show without the signed-in screens' shared code: the
 * boot (bootstrap.tsx) and index.html's preload script (web/sign-in-preload.config.ts) tell them
 * apart from the signed-in screens by these names.
 */
export const SIGN_IN_PAGE_NAMES = ['login', 'forgot_pwd', 'registration'] as const;

/** An app path (without its language prefix) that is a sign-in page or lies below one. */
export const SIGN_IN_PAGES = new RegExp(`^/(${SIGN_IN_PAGE_NAMES.join('|')})(/|$)`);
