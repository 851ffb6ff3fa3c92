import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { appError, invalidField, notFound } from '../../core/errors.js';
import type { ActivityDraft } from '../../db/activity-document.js';
import { writeActivity } from '../../db/activity-writer.js';
import { graphicsCollection, programRef, reportRef } from '../../db/collections.js';
import { isOpenProgram } from '../../db/program-document.js';
import { assertProgramsOpen } from '../../db/program-guard.js';
import { reportCreatedAt, storedGraphicFields, toGraphic } from '../../db/report-document.js';
import type { ActivityAction } from '../../shared/contract/activity.schema.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import { REPORT_GRAPHICS_MAX } from '../../shared/contract/report.schema.js';
import type { Graphic, GraphicInput } from '../../shared/contract/report.schema.js';

// A program's report and its graphics (db/report-document.ts). The report is made on its first
// read or first graphic, inside a transaction that reads its document first: two first reads at
// once make one report. Graphics are few (REPORT_GRAPHICS_MAX), so a change of order reads them
// all and rewrites their `order` in one transaction. Each change writes its activity entry in
// that same transaction.

/** Who changes the report and when. */
export interface ReportLog {
  readonly actor: PersonRef;
  readonly now: Date;
}

export interface StoredReport {
  readonly createdAt: Date;
  readonly graphics: Graphic[];
}

export interface ReportsRepository {
  /** Whether the program exists and is not being deleted. */
  programOpen(programId: string): Promise<boolean>;
  /** The program's report, made now when it has none (404 for a program that is gone). */
  ensureReport(programId: string, at: Date): Promise<StoredReport>;
  /** The graphics in their order, the first `limit` if given; none for a report not yet made. */
  graphics(programId: string, limit?: number): Promise<Graphic[]>;
  findGraphic(programId: string, graphicId: string): Promise<Graphic | null>;
  createGraphic(programId: string, input: GraphicInput, log: ReportLog): Promise<Graphic>;
  updateGraphic(
    programId: string,
    graphicId: string,
    input: GraphicInput,
    log: ReportLog,
  ): Promise<Graphic>;
  deleteGraphic(programId: string, graphicId: string, log: ReportLog): Promise<void>;
  /**
   * `ids` must name every graphic once (400 `graphics` otherwise). An order that changes
   * nothing writes nothing, not even a log entry.
   */
  reorder(programId: string, ids: readonly string[], log: ReportLog): Promise<Graphic[]>;
}

/** A graphic's log entry: its English title, as the log keeps labels. */
function graphicEntry(
  programId: string,
  graphicId: string,
  action: ActivityAction,
  graphic: {
    readonly type: string;
    readonly title: { readonly en: string };
    readonly collectId: string;
  },
): ActivityDraft {
  return {
    programId,
    action,
    target: { type: 'GRAPHIC', _id: graphicId, label: graphic.title.en },
    details: { type: graphic.type, collect_id: graphic.collectId },
  };
}

const GRAPHIC_NOT_FOUND = 'Graphic not found';

export function createReportsRepository(db: Firestore): ReportsRepository {
  const graphicRef = (programId: string, graphicId: string) =>
    graphicsCollection(db, programId).doc(graphicId);

  /** The report's creation time, the report made first if needed (in the caller's transaction). */
  const reportIn = async (tx: Transaction, programId: string, at: Date): Promise<Date> => {
    const [report] = await Promise.all([
      tx.get(reportRef(db, programId)),
      assertProgramsOpen(tx, db, [programId]),
    ]);
    if (report.exists) return reportCreatedAt(report);
    tx.set(reportRef(db, programId), { program_id: programId, created_at: at });
    return at;
  };

  const ordered = async (tx: Transaction, programId: string) =>
    (await tx.get(graphicsCollection(db, programId).orderBy('order'))).docs;

  return {
    async programOpen(programId) {
      return isOpenProgram(await programRef(db, programId).get());
    },

    async ensureReport(programId, at) {
      const existing = await reportRef(db, programId).get();
      if (existing.exists) {
        return { createdAt: reportCreatedAt(existing), graphics: await this.graphics(programId) };
      }
      const createdAt = await db.runTransaction((tx) => reportIn(tx, programId, at));
      return { createdAt, graphics: await this.graphics(programId) };
    },

    async graphics(programId, limit) {
      let query = graphicsCollection(db, programId).orderBy('order');
      if (limit !== undefined) query = query.limit(limit);
      return (await query.get()).docs.map((doc) => toGraphic(programId, doc));
    },

    async findGraphic(programId, graphicId) {
      const snapshot = await graphicRef(programId, graphicId).get();
      return snapshot.exists ? toGraphic(programId, snapshot) : null;
    },

    async createGraphic(programId, input, { actor, now: at }) {
      const graphicId = await db.runTransaction(async (tx) => {
        const [, graphics] = await Promise.all([
          reportIn(tx, programId, at),
          ordered(tx, programId),
        ]);
        if (graphics.length >= REPORT_GRAPHICS_MAX) {
          throw appError('CONFLICT', `A report holds at most ${REPORT_GRAPHICS_MAX} graphics`);
        }
        const last = graphics.at(-1);
        const order = last ? Number(last.get('order')) + 1 : 0;
        const ref = graphicsCollection(db, programId).doc();
        tx.set(ref, { ...storedGraphicFields(input), order, created_at: at, updated_at: at });
        writeActivity(tx, db, actor, graphicEntry(programId, ref.id, 'GRAPHIC_CREATED', input), at);
        return ref.id;
      });
      const saved = await this.findGraphic(programId, graphicId);
      if (!saved) throw notFound(GRAPHIC_NOT_FOUND);
      return saved;
    },

    async updateGraphic(programId, graphicId, input, { actor, now: at }) {
      const ref = graphicRef(programId, graphicId);
      await db.runTransaction(async (tx) => {
        const [current] = await Promise.all([tx.get(ref), assertProgramsOpen(tx, db, [programId])]);
        if (!current.exists) throw notFound(GRAPHIC_NOT_FOUND);
        tx.update(ref, { ...storedGraphicFields(input), updated_at: at });
        const entry = graphicEntry(programId, graphicId, 'GRAPHIC_UPDATED', input);
        writeActivity(tx, db, actor, entry, at);
      });
      const saved = await this.findGraphic(programId, graphicId);
      if (!saved) throw notFound(GRAPHIC_NOT_FOUND);
      return saved;
    },

    async deleteGraphic(programId, graphicId, { actor, now }) {
      const ref = graphicRef(programId, graphicId);
      await db.runTransaction(async (tx) => {
        const current = await tx.get(ref);
        if (!current.exists) throw notFound(GRAPHIC_NOT_FOUND);
        const graphic = toGraphic(programId, current);
        tx.delete(ref);
        writeActivity(
          tx,
          db,
          actor,
          graphicEntry(programId, graphicId, 'GRAPHIC_DELETED', graphic),
          now,
        );
      });
    },

    async reorder(programId, ids, { actor, now: at }) {
      await db.runTransaction(async (tx) => {
        const [graphics] = await Promise.all([
          ordered(tx, programId),
          assertProgramsOpen(tx, db, [programId]),
        ]);
        const known = new Set(graphics.map((doc) => doc.id));
        const asked = new Set(ids);
        if (asked.size !== ids.length) throw invalidField('graphics', 'Each graphic once');
        const missing = graphics.find((doc) => !asked.has(doc.id));
        const unknown = ids.find((id) => !known.has(id));
        if (unknown !== undefined) {
          throw invalidField('graphics', `${unknown} is not a graphic of this report`);
        }
        if (missing) throw invalidField('graphics', `${missing.id} is missing from the order`);
        let moved = 0;
        ids.forEach((id, order) => {
          const doc = graphics.find((candidate) => candidate.id === id);
          if (doc && doc.get('order') !== order) {
            tx.update(graphicRef(programId, id), { order, updated_at: at });
            moved += 1;
          }
        });
        const first = graphics.find((doc) => doc.id === ids[0]);
        if (moved === 0 || !first) return;
        // The report has no title: the entry names the graphic now shown first.
        writeActivity(
          tx,
          db,
          actor,
          {
            programId,
            action: 'GRAPHICS_REORDERED',
            target: { type: 'REPORT', _id: programId, label: toGraphic(programId, first).title.en },
            details: { graphic_ids: [...ids] },
          },
          at,
        );
      });
      return this.graphics(programId);
    },
  };
}
