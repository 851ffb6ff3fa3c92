import type { DatabaseRef } from '../paths/resource-names.js';
import type { EmulatorContext } from '../emulator-context.js';

/** Storage id of a database; one per project and database id. */
export function databaseIdOf(ctx: EmulatorContext, db: DatabaseRef): number {
  return ctx.store.databaseId(`${db.project}/${db.database}`);
}
