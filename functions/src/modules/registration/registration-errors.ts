import { appError } from '../../core/errors.js';

export const registrationInProgress = () =>
  appError('CONFLICT', 'This invitation is being used right now: try again in a minute');

/** The invited address signs in to a Rainbow account registered under another address. */
export const addressOfAnotherAccount = () =>
  appError(
    'CONFLICT',
    'This address is the sign-in of another Rainbow account: ask the person who invited you to check the address',
  );
