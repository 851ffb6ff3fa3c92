import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { allCollects } from '../../db/collections.js';
import { toModelUse } from '../../db/model-document.js';
import { MODEL_USES_SHOWN } from '../../shared/contract/model.schema.js';
import type { ModelUse } from '../../shared/contract/model.schema.js';

// A model is in use once a collect is built on it (`programs/{p}/collects/{c}.model_id`). Records
// come with the collects API; until then "a collect uses the model" stands for "records may hold
// its fields", which is what makes a variable or a datatype unchangeable.

const usesQuery = (db: Firestore, modelId: string) =>
  allCollects(db).where('model_id', '==', modelId).select('title').limit(MODEL_USES_SHOWN);

/** The first collects built on the model, read in the transaction so that the check holds. */
export async function modelUsesIn(
  tx: Transaction,
  db: Firestore,
  modelId: string,
): Promise<ModelUse[]> {
  const snapshot = await tx.get(usesQuery(db, modelId));
  return snapshot.docs.map(toModelUse);
}

/** The first collects built on the model and how many there are in all. */
export async function modelUses(
  db: Firestore,
  modelId: string,
): Promise<{ uses: ModelUse[]; count: number }> {
  const [found, count] = await Promise.all([
    usesQuery(db, modelId).get(),
    allCollects(db).where('model_id', '==', modelId).count().get(),
  ]);
  return { uses: found.docs.map(toModelUse), count: count.data().count };
}
