import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../core/clock.js';
import type { IndexAdmin } from '../core/indexes/index-admin.js';
import { collectRef, recordRef, recordsCollection } from '../db/collections.js';
import { toStoredCollect } from '../db/collect-document.js';
import { storedRecord } from '../db/record-document.js';
import { summariseIndexes } from '../modules/collects/collect-index-state.js';
import { collectIndexSpecs } from '../modules/collects/collect-indexes.js';
import { createCollectsRepository } from '../modules/collects/collects.repository.js';
import type { CollectModel } from '../modules/collects/collects.repository.js';
import type { PersonRef } from '../shared/contract/invitation.schema.js';
import { buildRecordSchema } from '../shared/contract/record-validation.js';
import type { DemoValues, Picker } from './demo-records.js';
import { demoBeneficiary, demoCreatedAt, demoSiteVisit, pickerOf } from './demo-records.js';

interface DemoCollect {
  readonly id: string;
  readonly title: string;
  readonly title_fr: string;
  readonly fieldsToDisplay: readonly string[];
  readonly filterableFields: readonly string[];
  readonly records: number;
  /** The generator's seed: the same records on every run. */
  readonly seed: number;
  readonly values: (pick: Picker, index: number) => DemoValues;
}

/** The demo contributor's collect (their role names it). */
export const BENEFICIARIES: DemoCollect = {
  id: 'beneficiaries',
  title: 'Beneficiaries',
  title_fr: 'Bénéficiaires',
  fieldsToDisplay: ['full_name', 'birth_date', 'gender', 'region', 'household_size', 'needs'],
  filterableFields: ['region', 'gender', 'needs'],
  records: 3500,
  seed: 20_261_101,
  values: demoBeneficiary,
};
export const SITE_VISITS: DemoCollect = {
  id: 'site-visits',
  title: 'Site visits',
  title_fr: 'Visites de sites',
  fieldsToDisplay: ['site_name', 'visit_date', 'condition', 'site_open', 'issues', 'people_met'],
  filterableFields: ['condition', 'issues'],
  records: 1500,
  seed: 20_261_102,
  values: (pick) => demoSiteVisit(pick),
};

/** Records are dated in the year before this day, whatever day the seed runs. */
const DEMO_ANCHOR = new Date('2026-10-31T17:00:00Z');

export interface DemoCollectsDeps {
  readonly db: Firestore;
  readonly clock: Clock;
  /** Where the grid's composite indexes are created (the emulator's Admin API); none: skipped. */
  readonly indexes?: IndexAdmin | undefined;
}

/**
 * The demo program's two collects, each on its demo model, with their records (5,000 in all)
 * and their grid indexes. Record ids are fixed, so a run interrupted half-way rewrites the same
 * records; a collect that already holds them all is left alone.
 */
export async function ensureDemoCollects(
  deps: DemoCollectsDeps,
  programId: string,
  models: { readonly beneficiary: string; readonly siteVisit: string },
  authors: readonly PersonRef[],
): Promise<number> {
  const collects = createCollectsRepository(deps.db);
  let written = 0;
  for (const [demo, modelId] of [
    [BENEFICIARIES, models.beneficiary],
    [SITE_VISITS, models.siteVisit],
  ] as const) {
    const model = await collects.findModel(modelId);
    if (!model) throw new Error(`Demo model ${modelId} is missing`);
    await collects.save(
      programId,
      {
        id: demo.id,
        title: demo.title,
        titleFr: demo.title_fr,
        modelId,
        fieldsToDisplay: demo.fieldsToDisplay,
        filterableFields: demo.filterableFields,
      },
      deps.clock.now(),
    );
    written += await ensureRecords(deps.db, programId, demo, model, authors);
    if (deps.indexes) {
      const specs = collectIndexSpecs(
        {
          fieldsToDisplay: [...demo.fieldsToDisplay],
          filterable_fields: [...demo.filterableFields],
        },
        model.fields,
      );
      const indexes = summariseIndexes(await deps.indexes.ensure(specs));
      await collects.saveIndexes(programId, demo.id, indexes);
    }
  }
  return written;
}

async function ensureRecords(
  db: Firestore,
  programId: string,
  demo: DemoCollect,
  model: CollectModel,
  authors: readonly PersonRef[],
): Promise<number> {
  const count = await recordsCollection(db, programId, demo.id).count().get();
  if (count.data().count >= demo.records) return 0;
  // The values go through the models' validation engine, as a typed-in record would.
  const schema = buildRecordSchema(model.fields, 'en');
  const collectDoc = await collectRef(db, programId, demo.id).get();
  const access = collectDoc.exists ? toStoredCollect(collectDoc).accessConditions : {};
  const pick = pickerOf(demo.seed);
  // The seed writes to the emulators only: production's 500/50/5 ramp-up would make 5,000
  // records take ten seconds of waiting.
  const writer = db.bulkWriter({ throttling: false });
  const writes: Promise<unknown>[] = [];
  for (let index = 0; index < demo.records; index += 1) {
    const recordId = `${demo.id}-${String(index + 1).padStart(5, '0')}`;
    const values = schema.parse(demo.values(pick, index + 1));
    const author = authors.length > 0 ? (authors[index % authors.length] ?? null) : null;
    const record = storedRecord({
      recordId,
      programId,
      collectId: demo.id,
      fields: model.fields,
      values,
      author,
      at: demoCreatedAt(pick, DEMO_ANCHOR),
      access,
    });
    writes.push(writer.set(recordRef(db, programId, demo.id, recordId), record));
  }
  await writer.close();
  // A write that failed for good rejects its own promise, not close().
  await Promise.all(writes);
  return demo.records;
}
