import { inject } from 'vitest';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

/** What global-setup.ts hands to every test file about the stack it started. */
export interface StackContext {
  /** Firebase Hosting: the web app, and the API under /api. */
  webUrl: string;
  /** The accounts the seed created, e-mail and password in clear. */
  demoAccounts: DemoAccount[];
  /** host:port of the emulators, for tests that prepare data with firebase-admin. */
  authEmulatorHost: string;
  firestoreEmulatorHost: string;
  projectId: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackContext;
  }
}

export function stackContext(): StackContext {
  return inject('stack');
}

/** The seeded super administrator (the first start's account, printed by `npm start`). */
export function superAdmin(context: StackContext = stackContext()): DemoAccount {
  const account =
    context.demoAccounts.find((a) => /super/i.test(a.role)) ?? context.demoAccounts[0];
  if (!account) throw new Error('The seed reported no demo account');
  return account;
}
