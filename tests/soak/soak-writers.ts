import { createProgram, registerInvitee } from '../fuzz/world.js';
import type { WorldClient } from '../fuzz/world-client.js';
import type { DemoAccount } from '../fuzz/world.js';
import type { Writer } from './write-stream.js';

export interface SoakWorld {
  programId: string;
  adminToken: string;
  writers: Writer[];
}

/** A program of its own and several users allowed to write in it: the super admin and managers. */
export async function prepareWriters(
  client: WorldClient,
  accounts: readonly DemoAccount[],
  managers: number,
): Promise<SoakWorld> {
  const admin = accounts.find((a) => a.role === 'SUPER_ADMIN');
  if (!admin) throw new Error('The seed reported no super administrator');
  const adminToken = await client.signIn(admin.email, admin.password);
  const programId = await createProgram(client, adminToken, `Soak ${Date.now().toString(36)}`);
  const writers: Writer[] = [
    {
      label: 'super admin',
      token: adminToken,
      signIn: () => client.signIn(admin.email, admin.password),
    },
  ];
  for (let i = 1; i <= managers; i++) {
    const manager = await registerInvitee(client, adminToken, {
      programId,
      role: 'PROGRAM_MANAGER',
      firstName: `Soak manager ${i}`,
      collect: undefined,
      tag: `soak${i}${Date.now().toString(36)}`,
    });
    writers.push({
      label: `manager ${i}`,
      token: manager.token,
      signIn: () => client.signIn(manager.email, manager.password),
    });
  }
  return { programId, adminToken, writers };
}
