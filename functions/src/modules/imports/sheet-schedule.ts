import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import type { SheetsClient } from '../../core/sheets/sheets-client.js';
import type { SheetSchedule } from '../../shared/contract/sheet.schema.js';
import type { StartTask } from '../tasks/task-work.js';
import { createImportsRepository } from './imports.repository.js';
import { createMatchingTemplatesRepository } from './matching-template.repository.js';
import { createSheetImports } from './sheet-imports.js';
import { createSheetSourcesRepository } from './sheet-source.repository.js';

// Scheduled re-syncs of Google Sheet sources. Cloud Scheduler runs `sheetSyncRunHandler` every
// hour (index.ts; locally a clock in the api's process): each source on a schedule whose slot
// (the hour, or the UTC day) has no sync yet gets one, started as the person who saved the
// schedule, with the collect's saved matching template. The slot is claimed in a transaction
// on the source before the task is started, so overlapping or retried runs start one task per
// source and slot (should the start fail after the claim, that slot is skipped, never doubled).

export const SHEET_SYNC_SCHEDULE = 'every 60 minutes';
const LOCAL_INTERVAL_MS = 5 * 60 * 1000;

/** The slot `now` falls in: its start, ISO. */
export function dueSlot(schedule: SheetSchedule, now: Date): string | null {
  if (schedule === 'OFF') return null;
  const start = new Date(now);
  start.setUTCMinutes(0, 0, 0);
  if (schedule === 'DAILY') start.setUTCHours(0);
  return start.toISOString();
}

export interface SheetSyncRunDeps {
  readonly db: Firestore;
  readonly sheets: SheetsClient;
  /** The tasks module's start (modules.ts builds the same for the api). */
  readonly startTask: StartTask;
  readonly clock: Clock;
  readonly logger: Logger;
}

/** One scheduler run: the number of syncs it started. */
export function sheetSyncRunHandler(deps: SheetSyncRunDeps): () => Promise<number> {
  const sources = createSheetSourcesRepository(deps.db);
  const imports = createImportsRepository(deps.db);
  const templates = createMatchingTemplatesRepository(deps.db);
  const sheetImports = createSheetImports({
    sheets: deps.sheets,
    sources,
    startTask: deps.startTask,
  });
  return async () => {
    let started = 0;
    for (const source of await sources.scheduled()) {
      const slot = dueSlot(source.schedule, deps.clock.now());
      if (!slot || !(await sources.claimSlot(source, slot))) continue;
      const collect = await imports.findCollect(source.collectId);
      const template = collect ? await templates.find(collect) : null;
      if (!collect || !template) {
        deps.logger.write('WARNING', 'sheet_sync.skipped', 'No collect or template to sync', {
          collectId: source.collectId,
        });
        continue;
      }
      try {
        const request = { template, headerRow: null, locale: source.locale };
        await sheetImports.start(null, collect, request, source.updatedBy);
        started += 1;
      } catch (error) {
        deps.logger.write('ERROR', 'sheet_sync.start_failed', 'A scheduled sync did not start', {
          collectId: source.collectId,
          error,
        });
      }
    }
    return started;
  };
}

/** The emulator has no Cloud Scheduler: the api's process runs the same handler on a clock. */
export function startLocalSheetSyncClock(run: () => Promise<unknown>, logger: Logger): void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) => {
        logger.write('ERROR', 'sheet_sync.clock_failed', 'Local sheet sync run failed', { error });
      })
      .finally(() => {
        running = false;
      });
  };
  setInterval(tick, LOCAL_INTERVAL_MS).unref();
}
