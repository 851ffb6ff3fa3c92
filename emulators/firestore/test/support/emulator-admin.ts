import { emulatorHost } from './emulator-target.js';

/** What the emulator would bill a project for, as served by `GET .../billing`. */
export interface BillingCounters {
  reads: number;
  writes: number;
  deletes: number;
}

function adminUrl(projectId: string, suffix: string): string {
  return `http://${emulatorHost()}/emulator/v1/projects/${projectId}/${suffix}`;
}

// Fails fast rather than at the test timeout when the endpoint does not answer.
const ADMIN_TIMEOUT_MS = 5_000;

async function send(method: string, url: string): Promise<Response> {
  const response = await fetch(url, { method, signal: AbortSignal.timeout(ADMIN_TIMEOUT_MS) });
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
