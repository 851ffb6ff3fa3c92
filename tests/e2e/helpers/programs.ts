import { api, signIn } from '../../support/api-client.js';
import { pngLogo } from '../../support/fixtures.js';
import { superAdmin } from '../../support/stack-context.js';

export interface AdminProgram {
  /** The super administrator's ID token, for further API calls in the test. */
  token: string;
  programId: string;
}

/** Signs the seeded super administrator in through the API and creates a program. */
export async function createProgramAsAdmin(
  name: string,
  { logo = true }: { logo?: boolean } = {},
): Promise<AdminProgram> {
  const admin = superAdmin();
  const token = await signIn(admin.email, admin.password);
  const form = new FormData();
  form.append('name', name);
  if (logo) form.append('logo', pngLogo(), 'logo.png');
  const created = await api<{ programID: string }>('/api/programs/create', { token, form });
  return { token, programId: created.body.programID };
}
