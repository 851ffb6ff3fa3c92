import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import { appError, notFound, tooLarge } from '../../core/errors.js';
import { writeActivity } from '../../db/activity-writer.js';
import {
  allCollects,
  collectRef,
  modelRef,
  programRef,
  recordRef,
  recordsCollection,
  webhookDeliveriesCollection,
  webhookReceiptRef,
  webhookSecretRef,
} from '../../db/collections.js';
import { toStoredCollect } from '../../db/collect-document.js';
import type { StoredCollect } from '../../db/collect-document.js';
import { createModelReader } from '../../db/model-reader.js';
import { assertProgramsOpen } from '../../db/program-guard.js';
import { isOpenProgram } from '../../db/program-document.js';
import {
  changedRecord,
  recordWriteBytes,
  storedRecord,
  storedValuesOf,
} from '../../db/record-document.js';
import type { StoredValue } from '../../db/record-document.js';
import type { CollectSourceType } from '../../shared/contract/collect.schema.js';
import type { RecordField } from '../../shared/contract/field.schema.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import type { RecordValues } from '../../shared/contract/record-validation.js';
import { WEBHOOK_SOURCE_TYPES } from '../../shared/contract/webhook.schema.js';
import type {
  WebhookDelivery,
  WebhookDeliveryResponse,
  WebhookRecordResult,
} from '../../shared/contract/webhook.schema.js';
import {
  deliveryData,
  toStoredReceipt,
  toStoredSecret,
  toWebhookDelivery,
} from './webhook-documents.js';
import type { DeliveryEntry, StoredReceipt, StoredSecret } from './webhook-documents.js';

/** Where a collect is. */
export interface CollectPlace {
  readonly id: string;
  readonly programId: string;
}

/** A collect as webhooks need it: where it is, its source, its model's fields and its key. */
export interface WebhookCollect {
  readonly id: string;
  readonly programId: string;
  readonly title: string;
  readonly sourceType: CollectSourceType | null;
  /** The model the fields were read from (a delivery checks the collect still has it). */
  readonly modelId: string | null;
  /**
   * The model document's update time when its fields were read (every change of a field
   * writes it): a delivery checks it is still the same, so fields read long ago are never
   * used after a change. Null without a model.
   */
  readonly modelVersion: string | null;
  readonly fields: readonly RecordField[];
  readonly matchedFields: readonly string[];
}

/** One validated record of a delivery; `recordId` null makes a new record (no matched fields). */
export interface DeliveryRecord {
  readonly recordId: string | null;
  readonly values: RecordValues;
}

export interface DeliveryReceipt {
  /** SHA-256 of the idempotency key: the receipt's id. */
  readonly keyDigest: string;
  /** SHA-256 of the raw body: the same key with another body is a conflict. */
  readonly bodyDigest: string;
  readonly key: string;
}

export interface DeliveryWrite {
  /** The secret the delivery was checked with: written only if it is still the collect's. */
  readonly secret: string;
  readonly records: readonly DeliveryRecord[];
  readonly receipt: DeliveryReceipt | null;
  readonly author: PersonRef;
  readonly at: Date;
  /** How long a receipt answers retries (a TTL policy on `expires_at` removes it after). */
  readonly receiptDays: number;
}

/**
 * `stale`: the secret, the collect's matched fields or model, or the model's fields are no
 * longer those the delivery was checked with; nothing was written (the caller reads them
 * again and checks the delivery anew).
 */
export type DeliveryOutcome =
  | { readonly kind: 'written'; readonly answer: WebhookDeliveryResponse }
  | { readonly kind: 'replayed'; readonly answer: WebhookDeliveryResponse }
  | { readonly kind: 'stale' };

export interface WebhooksRepository {
  /** By id alone (one collection-group query), with its model's fields; null when unknown. */
  findCollect(collectId: string): Promise<WebhookCollect | null>;
  /** By its program and id (one get): the inbound path knows the program from the secret. */
  findCollectIn(programId: string, collectId: string): Promise<WebhookCollect | null>;
  findSecret(collectId: string): Promise<StoredSecret | null>;
  /** Creates or replaces the secret, with the activity entry, in one transaction. */
  saveSecret(
    collect: WebhookCollect,
    secret: string,
    actor: PersonRef,
    at: Date,
  ): Promise<StoredSecret>;
  deliveries(collect: CollectPlace, limit: number): Promise<WebhookDelivery[]>;
  logDelivery(collect: CollectPlace, entry: DeliveryEntry, at: Date): Promise<void>;
  /** Deletes all but the newest `keep` entries of the log; answers how many went. */
  trimDeliveries(collect: CollectPlace, keep: number): Promise<number>;
  /**
   * Upserts the records with the log entry, the activity entry and the receipt, or replays a
   * retry (logging it), in one transaction whose one read also checks the secret, the collect
   * and its model as they are now.
   */
  deliver(collect: WebhookCollect, write: DeliveryWrite): Promise<DeliveryOutcome>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const NO_LONGER_WEBHOOK = 'This collect no longer receives records by webhook';
/** Trims delete at most this many entries per call; the next trim takes the rest. */
const TRIM_BATCH = 500;

export function createWebhooksRepository(db: Firestore): WebhooksRepository {
  const readModel = createModelReader(db);

  const withModel = async (stored: StoredCollect): Promise<WebhookCollect | null> => {
    if (stored.deleting) return null;
    // The version is read before the fields: fields newer than it only make a delivery read
    // them again, never pass for current.
    const version = stored.modelId ? await modelRef(db, stored.modelId).get() : null;
    const model = stored.modelId ? await readModel(stored.modelId) : null;
    return {
      id: stored.id,
      programId: stored.programId,
      title: stored.title,
      sourceType: stored.source?.type ?? null,
      modelId: stored.modelId,
      modelVersion: version ? versionOf(version) : null,
      fields: model?.fields ?? [],
      matchedFields: stored.matchedFields,
    };
  };

  /** The collect as it is now, inside the write: gone or being deleted refuses the delivery. */
  const openCollect = async (tx: Transaction, collect: WebhookCollect) => {
    const stored = await tx.get(collectRef(db, collect.programId, collect.id));
    if (!stored.exists || stored.get('deleting') === true) throw notFound('Collect not found');
    await assertProgramsOpen(tx, db, [collect.programId]);
    return toStoredCollect(stored);
  };

  return {
    async findCollect(collectId) {
      const found = await allCollects(db).where('collect_id', '==', collectId).limit(1).get();
      const snapshot = found.docs[0];
      return snapshot ? withModel(toStoredCollect(snapshot)) : null;
    },

    async findCollectIn(programId, collectId) {
      const snapshot = await collectRef(db, programId, collectId).get();
      return snapshot.exists ? withModel(toStoredCollect(snapshot)) : null;
    },

    async findSecret(collectId) {
      return toStoredSecret(await webhookSecretRef(db, collectId).get());
    },

    saveSecret(collect, secret, actor, at) {
      return db.runTransaction(async (tx) => {
        const ref = webhookSecretRef(db, collect.id);
        const before = toStoredSecret(await tx.get(ref));
        await openCollect(tx, collect);
        const saved: StoredSecret = {
          programId: collect.programId,
          collectId: collect.id,
          secret,
          createdAt: before?.createdAt ?? at,
          rotatedAt: before ? at : null,
        };
        tx.set(ref, {
          program_id: saved.programId,
          collect_id: saved.collectId,
          secret: saved.secret,
          created_at: saved.createdAt,
          rotated_at: saved.rotatedAt,
        });
        writeActivity(
          tx,
          db,
          actor,
          {
            programId: collect.programId,
            action: 'WEBHOOK_SECRET_ROTATED',
            target: { type: 'COLLECT', _id: collect.id, label: collect.title },
            details: { first: before === null },
          },
          at,
        );
        return saved;
      });
    },

    async deliveries(collect, limit) {
      const read = await webhookDeliveriesCollection(db, collect.programId, collect.id)
        .orderBy('received_at', 'desc')
        .limit(limit)
        .get();
      return read.docs.map(toWebhookDelivery);
    },

    async logDelivery(collect, entry, at) {
      await webhookDeliveriesCollection(db, collect.programId, collect.id)
        .doc()
        .set(deliveryData(entry, at));
    },

    async trimDeliveries(collect, keep) {
      const log = webhookDeliveriesCollection(db, collect.programId, collect.id);
      // A count (one read per 1,000 entries) then the oldest past `keep`: an offset would read
      // (and bill) every entry kept.
      const counted = await log.count().get();
      const excess = Math.min(TRIM_BATCH, counted.data().count - keep);
      if (excess <= 0) return 0;
      const oldest = await log.orderBy('received_at', 'asc').limit(excess).select().get();
      if (oldest.empty) return 0;
      const batch = db.batch();
      for (const doc of oldest.docs) batch.delete(doc.ref);
      await batch.commit();
      return oldest.size;
    },

    deliver(collect, write) {
      return db.runTransaction(async (tx) => {
        const receiptRef = write.receipt
          ? webhookReceiptRef(db, collect.programId, collect.id, write.receipt.keyDigest)
          : null;
        const records = recordsCollection(db, collect.programId, collect.id);
        const refs = write.records.map((record) =>
          record.recordId === null
            ? records.doc()
            : recordRef(db, collect.programId, collect.id, record.recordId),
        );
        const keyed = [
          ...new Map(
            write.records.flatMap((record, index) => {
              const ref = refs[index];
              return record.recordId !== null && ref ? [[ref.id, ref] as const] : [];
            }),
          ).values(),
        ];
        // One read for everything the write depends on: the secret, the collect, its program
        // (open, not being deleted) and its model as they are now, the receipt, the records
        // the keys name. The instance checked the delivery against copies it keeps; this read
        // is what makes them safe to keep.
        const modelReads = collect.modelId ? [modelRef(db, collect.modelId)] : [];
        const receiptReads = receiptRef ? [receiptRef] : [];
        const snapshots = await tx.getAll(
          webhookSecretRef(db, collect.id),
          collectRef(db, collect.programId, collect.id),
          programRef(db, collect.programId),
          ...modelReads,
          ...receiptReads,
          ...keyed,
        );
        const [secretSnapshot, collectSnapshot, programSnapshot] = snapshots;
        const modelSnapshot = collect.modelId ? snapshots[3] : undefined;
        const receiptSnapshot = receiptRef ? snapshots[3 + modelReads.length] : undefined;
        const existing = snapshots.slice(3 + modelReads.length + receiptReads.length);
        // A rotated secret refuses the delivery at once, whatever copy the instance holds.
        const secret = secretSnapshot ? toStoredSecret(secretSnapshot) : null;
        if (secret?.secret !== write.secret) return { kind: 'stale' } as const;
        const logRef = webhookDeliveriesCollection(db, collect.programId, collect.id).doc();
        if (write.receipt && receiptSnapshot) {
          const receipt = toStoredReceipt(receiptSnapshot);
          if (receipt) {
            const answer = replay(receipt, write.receipt);
            tx.set(logRef, deliveryData(replayEntry(answer, write.receipt.key), write.at));
            return { kind: 'replayed', answer } as const;
          }
        }
        if (!collectSnapshot?.exists || collectSnapshot.get('deleting') === true) {
          throw notFound('Collect not found');
        }
        if (!programSnapshot || !isOpenProgram(programSnapshot)) {
          throw notFound('Program not found');
        }
        const live = toStoredCollect(collectSnapshot);
        const source = live.source?.type ?? null;
        if (!source || !WEBHOOK_SOURCE_TYPES.includes(source)) throw notFound(NO_LONGER_WEBHOOK);
        const liveVersion = modelSnapshot?.exists ? versionOf(modelSnapshot) : null;
        if (
          live.modelId !== collect.modelId ||
          liveVersion !== collect.modelVersion ||
          live.matchedFields.join('\u0000') !== collect.matchedFields.join('\u0000')
        ) {
          return { kind: 'stale' } as const;
        }
        const writes = planWrites(collect, live, write, refs, existing);
        assertCommitSize(writes.documents);

        const classes = new Map<string, string[]>();
        for (const planned of writes.documents) {
          if (planned.data.acl_class in live.accessClasses) continue;
          classes.set(planned.data.acl_class, planned.data.acl);
        }
        for (const planned of writes.documents) {
          if (planned.create) tx.create(planned.ref, planned.data);
          else tx.update(planned.ref, planned.data);
        }
        for (const [name, keys] of classes) {
          tx.update(collectRef(db, collect.programId, collect.id), {
            [`access_classes.${name}`]: keys,
          });
        }
        const answer: WebhookDeliveryResponse = {
          delivery_id: logRef.id,
          records: writes.results,
          created: count(writes.results, 'created'),
          updated: count(writes.results, 'updated'),
          unchanged: count(writes.results, 'unchanged'),
        };
        tx.set(
          logRef,
          deliveryData(
            {
              status: 200,
              recordIds: writes.results.map((result) => result._id),
              created: answer.created,
              updated: answer.updated,
              unchanged: answer.unchanged,
              error: null,
              idempotencyKey: write.receipt?.key ?? null,
              replayed: false,
            },
            write.at,
          ),
        );
        if (receiptRef && write.receipt) {
          tx.create(receiptRef, {
            body_digest: write.receipt.bodyDigest,
            answer,
            created_at: write.at,
            expires_at: new Date(write.at.getTime() + write.receiptDays * DAY_MS),
          });
        }
        writeActivity(
          tx,
          db,
          write.author,
          {
            programId: collect.programId,
            action: 'WEBHOOK_RECORDS_RECEIVED',
            target: { type: 'COLLECT', _id: collect.id, label: live.title },
            details: {
              delivery_id: logRef.id,
              created: answer.created,
              updated: answer.updated,
              unchanged: answer.unchanged,
            },
          },
          write.at,
        );
        return { kind: 'written', answer } as const;
      });
    },
  };
}

/** A retry of a delivery already written: its first answer, if the body is the same. */
function replay(receipt: StoredReceipt, sent: DeliveryReceipt): WebhookDeliveryResponse {
  if (receipt.bodyDigest !== sent.bodyDigest) {
    const message = 'This key was used for a delivery with another body';
    throw appError('CONFLICT', `Idempotency-Key: ${message}`, {
      issues: [{ path: 'Idempotency-Key', message }],
    });
  }
  return receipt.answer;
}

/** A replayed retry's log entry: the records it names, nothing written again. */
function replayEntry(answer: WebhookDeliveryResponse, key: string): DeliveryEntry {
  return {
    status: 200,
    recordIds: answer.records.map((record) => record._id),
    created: 0,
    updated: 0,
    unchanged: 0,
    error: null,
    idempotencyKey: key,
    replayed: true,
  };
}

/** A document's update time as text, to compare with a later reading. */
function versionOf(snapshot: DocumentSnapshot): string | null {
  const time = snapshot.updateTime;
  return time ? `${time.seconds}.${String(time.nanoseconds).padStart(9, '0')}` : null;
}

function count(results: readonly WebhookRecordResult[], status: WebhookRecordResult['status']) {
  return results.filter((result) => result.status === status).length;
}

interface PlannedDocument {
  readonly ref: DocumentReference;
  readonly create: boolean;
  readonly data: { acl: string[]; acl_class: string } & Record<string, unknown>;
}

/**
 * What each record becomes, in order: a new record, an update of the stored one (the values
 * sent replace theirs, others are kept) or nothing when the values are already stored. Records
 * of one delivery sharing a key apply one after the other to one document.
 */
function planWrites(
  collect: WebhookCollect,
  live: StoredCollect,
  write: DeliveryWrite,
  refs: readonly DocumentReference[],
  existing: readonly DocumentSnapshot[],
) {
  const stored = new Map<string, { values: Record<string, StoredValue>; version: number } | null>();
  for (const snapshot of existing) {
    const version: unknown = snapshot.get('version');
    stored.set(
      snapshot.id,
      snapshot.exists
        ? { values: storedValuesOf(snapshot), version: typeof version === 'number' ? version : 1 }
        : null,
    );
  }
  const planned = new Map<string, PlannedDocument>();
  const results: WebhookRecordResult[] = [];
  write.records.forEach((record, index) => {
    const ref = refs[index];
    if (!ref) return;
    const before = stored.get(ref.id) ?? null;
    if (before === null) {
      const data = storedRecord({
        recordId: ref.id,
        programId: collect.programId,
        collectId: collect.id,
        fields: collect.fields,
        values: record.values,
        author: write.author,
        at: write.at,
        sourceKey: record.recordId,
        access: live.accessConditions,
      });
      stored.set(ref.id, { values: data.fields, version: data.version });
      planned.set(ref.id, { ref, create: true, data: { ...data } });
      results.push({ index, _id: ref.id, status: 'created' });
      return;
    }
    const change = changedRecord({
      fields: collect.fields,
      current: before.values,
      changed: record.values,
      version: before.version,
      author: write.author,
      at: write.at,
      access: live.accessConditions,
    });
    if (sameValues(before.values, change.fields)) {
      results.push({ index, _id: ref.id, status: 'unchanged' });
      return;
    }
    stored.set(ref.id, { values: change.fields, version: change.version });
    // A second record with the key of one created by this delivery changes what is created.
    const earlier = planned.get(ref.id);
    planned.set(ref.id, {
      ref,
      create: earlier?.create ?? false,
      data: earlier?.create ? { ...earlier.data, ...change } : { ...change },
    });
    results.push({ index, _id: ref.id, status: 'updated' });
  });
  return { documents: [...planned.values()], results };
}

function sameValues(
  before: Readonly<Record<string, StoredValue>>,
  after: Readonly<Record<string, StoredValue>>,
): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) return false;
  }
  return true;
}

/**
 * What a delivery's records may weigh as written: Firestore refuses a commit over 10 MiB (the log
 * entry, receipt and activity entry are small). A record is written whole, with the values the
 * delivery leaves as they were, so a delivery well under its 1 MiB body can weigh more.
 */
export const DELIVERY_WRITE_BYTES = 9 * 1024 * 1024;

/** A 413 the sender can act on, before anything is written (the transaction writes nothing). */
function assertCommitSize(documents: readonly PlannedDocument[]): void {
  let bytes = 0;
  for (const { data } of documents) {
    const fields = (data.fields ?? {}) as Readonly<Record<string, unknown>>;
    const keywords = Array.isArray(data.keywords) ? (data.keywords as string[]) : [];
    bytes += recordWriteBytes({ fields, keywords });
  }
  if (bytes <= DELIVERY_WRITE_BYTES) return;
  const megabytes = (bytes / (1024 * 1024)).toFixed(1);
  throw tooLarge(
    'records',
    `These ${documents.length} records weigh about ${megabytes} MiB as stored, with the values they keep; a delivery may write ${DELIVERY_WRITE_BYTES / (1024 * 1024)} MiB at most: send fewer records per delivery`,
  );
}
