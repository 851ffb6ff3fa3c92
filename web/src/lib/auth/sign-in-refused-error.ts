/** Rainbow refused a Firebase identity: no account of its own, or a disabled one. */
export class SignInRefusedError extends Error {
  readonly reason: 'noAccount' | 'disabled';
  /** Read by the error-message map like an API error's code. */
  readonly code: 'SIGN_IN_REFUSED' | 'SIGN_IN_DISABLED';

  constructor(reason: 'noAccount' | 'disabled') {
    super(`Signed in with Firebase, refused by the API (${reason})`);
    this.name = 'SignInRefusedError';
    this.reason = reason;
    this.code = reason === 'disabled' ? 'SIGN_IN_DISABLED' : 'SIGN_IN_REFUSED';
  }
}
