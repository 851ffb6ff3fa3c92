import { emulatorHost } from './emulator-context.js';

/** What the emulator would bill a project for, as served by `GET .../billing`. */
export interface BillingCounters {
  reads: number;
  writes: number;
  deletes: number;
}

function adminUrl(projectId: string, suffix: string): string {
  return `http://${emulatorHost()}/emulator/v1/projects/${projectId}/${suffix}`;
}

async function send(method: string, url: string): Promise<Response> {
  const response = await fetch(url, { method });
  if (!response.ok) {
    throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  }
  return response;
}

/** The official emulator's reset call: deletes every document of the project. */
export async function resetProject(projectId: string): Promise<void> {
  await send('DELETE', adminUrl(projectId, 'databases/(default)/documents'));
}

export async function readBilling(projectId: string): Promise<BillingCounters> {
  const response = await send('GET', adminUrl(projectId, 'billing'));
  return (await response.json()) as BillingCounters;
}

export async function resetBilling(projectId: string): Promise<void> {
  await send('DELETE', adminUrl(projectId, 'billing'));
}
