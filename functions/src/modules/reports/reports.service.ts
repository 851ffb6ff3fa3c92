import type { Clock } from '../../core/clock.js';
import { AppError, forbidden, invalidField, notFound } from '../../core/errors.js';
import { actorOf } from '../../core/person-ref.js';
import type { CurrentUser } from '../../http/request-context.js';
import type { RecordViewQuery } from '../../shared/contract/record-query.schema.js';
import { sortableVariables } from '../../shared/contract/report-fields.js';
import type {
  ComputedGraphic,
  Graphic,
  GraphicInput,
  GraphicQuery,
  GraphicResult,
  GraphicType,
  Report,
} from '../../shared/contract/report.schema.js';
import { can } from '../../shared/permissions/abilities.js';
import type {
  GridScope,
  ReachCollect,
  RecordReach,
} from '../../shared/permissions/record-reach.js';
import { isProgramManager, isSuperAdmin } from '../../shared/permissions/roles.js';
import type { Subject } from '../../shared/permissions/roles.js';
import type { CheckedView, GridCollect } from '../records/record-query.js';
import type { RecordsCollect } from '../records/records.repository.js';
import { EMPTY_TALLY, resultOf } from './graphic-figures.js';
import type { Figures } from './figures.repository.js';
import { planGraphic } from './graphic-plan.js';
import type { GraphicPlan } from './graphic-plan.js';
import type { ReportsRepository } from './reports.repository.js';

export interface ReportsDeps {
  readonly reports: ReportsRepository;
  /** A graphic's figures over the records of a view within a scope (figures.repository.ts). */
  readonly figures: (
    collect: RecordsCollect,
    view: CheckedView,
    scope: GridScope,
    plan: GraphicPlan,
  ) => Promise<Figures>;
  /** The collect with its model's fields (modules/records). */
  readonly findCollect: (collectId: string) => Promise<RecordsCollect | null>;
  /** The grid's filters checked against the collect (modules/records). */
  readonly checkView: (collect: GridCollect, view: RecordViewQuery) => CheckedView;
  /** Which records a person may see (modules/record-access). */
  readonly reach: (subject: Subject, collect: ReachCollect) => Promise<RecordReach>;
  readonly clock: Clock;
}

export interface ReportsService {
  defaultReport(current: CurrentUser, programId: string): Promise<Report>;
  graphics(current: CurrentUser, reportId: string, limit?: number): Promise<ComputedGraphic[]>;
  graphic(current: CurrentUser, reportId: string, graphicId: string): Promise<ComputedGraphic>;
  preview(
    current: CurrentUser,
    programId: string,
    type: GraphicType,
    query: GraphicQuery,
  ): Promise<GraphicResult>;
  create(current: CurrentUser, reportId: string, input: GraphicInput): Promise<ComputedGraphic>;
  update(
    current: CurrentUser,
    reportId: string,
    graphicId: string,
    input: GraphicInput,
  ): Promise<ComputedGraphic>;
  remove(current: CurrentUser, reportId: string, graphicId: string): Promise<{ _id: string }>;
  reorder(current: CurrentUser, reportId: string, ids: readonly string[]): Promise<Report>;
}

const RANGE_OPS: ReadonlySet<string> = new Set(['!=', 'not-in', '<', '<=', '>', '>=']);

const canEdit = (current: CurrentUser, programId: string) =>
  isSuperAdmin(current) || isProgramManager(current, programId);

/** SPEC §6 "reports": admins, managers and contributors read; admins and managers edit. */
export function createReportsService(deps: ReportsDeps): ReportsService {
  const { reports, clock } = deps;
  const logOf = (current: CurrentUser) => ({ actor: actorOf(current), now: clock.now() });

  /** A program the caller may read the report of (403 first, then 404 for one that is gone). */
  const readable = async (current: CurrentUser, programId: string) => {
    if (!can(current, 'SEE_REPORTS', programId)) {
      throw forbidden('Only the members of this program see its report');
    }
    if (!(await reports.programOpen(programId))) throw notFound('Report not found');
  };

  const editable = async (current: CurrentUser, programId: string) => {
    if (!canEdit(current, programId)) {
      throw forbidden('Only administrators and the program’s managers change its report');
    }
    if (!(await reports.programOpen(programId))) throw notFound('Report not found');
  };

  const compute = async (
    current: CurrentUser,
    programId: string,
    type: GraphicType,
    query: GraphicQuery,
  ): Promise<GraphicResult> => {
    const collect = await deps.findCollect(query.collectId);
    if (!collect || collect.programId !== programId) {
      throw invalidField('collectId', 'Not a collect of this program');
    }
    const plan = planGraphic(
      type,
      query,
      collect.fields,
      sortableVariables(collect.fields, collect),
    );
    const view = deps.checkView(collect, { filters: query.filters });
    const { source } = plan;
    if (source.kind === 'TEXT') {
      // Its values are read in the order of its own index: no other field may be a range.
      const index = view.filters.findIndex(
        (filter) => RANGE_OPS.has(filter.op) && filter.path !== source.path,
      );
      if (index >= 0) {
        throw invalidField(`filters.${index}.op`, 'Not with a text field as groupBy; use "is"');
      }
    }
    const reach = await deps.reach(current, collect);
    if (reach.grid.kind === 'NONE') {
      const groups =
        source.kind === 'LISTED'
          ? source.groups.map((group) => ({ group, tally: EMPTY_TALLY }))
          : [];
      return resultOf(plan, groups, EMPTY_TALLY);
    }
    const figures = await deps.figures(collect, view, reach.grid, plan);
    return resultOf(plan, figures.groups, figures.overall);
  };

  /** A saved graphic with its figures, or why they cannot be shown now. */
  const computed = async (current: CurrentUser, graphic: Graphic): Promise<ComputedGraphic> => {
    try {
      const result = await compute(current, graphic.program_id, graphic.type, {
        collectId: graphic.collectId,
        groupBy: graphic.groupBy,
        groupingOperator: graphic.groupingOperator,
        indicator: graphic.indicator,
        filters: graphic.filters,
      });
      return { ...graphic, result, problem: null };
    } catch (error) {
      // A collect or field removed since, an index being built: the other graphics still show.
      if (!(error instanceof AppError)) throw error;
      return { ...graphic, result: null, problem: error.message };
    }
  };

  /** `/program/{programId}/reports/{reportId}`: the report of a program is the program's id. */
  const programOfReport = (reportId: string) => reportId;

  return {
    async defaultReport(current, programId) {
      await readable(current, programId);
      const report = await reports.ensureReport(programId, clock.now());
      return {
        _id: programId,
        program_id: programId,
        graphics: report.graphics,
        editable: canEdit(current, programId),
        created_at: report.createdAt.toISOString(),
      };
    },

    async graphics(current, reportId, limit) {
      const programId = programOfReport(reportId);
      await readable(current, programId);
      const graphics = await reports.graphics(programId, limit);
      return Promise.all(graphics.map((graphic) => computed(current, graphic)));
    },

    async graphic(current, reportId, graphicId) {
      const programId = programOfReport(reportId);
      await readable(current, programId);
      const graphic = await reports.findGraphic(programId, graphicId);
      if (!graphic) throw notFound('Graphic not found');
      return computed(current, graphic);
    },

    async preview(current, programId, type, query) {
      await editable(current, programId);
      return compute(current, programId, type, query);
    },

    async create(current, reportId, input) {
      const programId = programOfReport(reportId);
      await editable(current, programId);
      const result = await compute(current, programId, input.type, input);
      const graphic = await reports.createGraphic(programId, input, logOf(current));
      return { ...graphic, result, problem: null };
    },

    async update(current, reportId, graphicId, input) {
      const programId = programOfReport(reportId);
      await editable(current, programId);
      if (!(await reports.findGraphic(programId, graphicId))) throw notFound('Graphic not found');
      const result = await compute(current, programId, input.type, input);
      const graphic = await reports.updateGraphic(programId, graphicId, input, logOf(current));
      return { ...graphic, result, problem: null };
    },

    async remove(current, reportId, graphicId) {
      const programId = programOfReport(reportId);
      await editable(current, programId);
      await reports.deleteGraphic(programId, graphicId, logOf(current));
      return { _id: graphicId };
    },

    async reorder(current, reportId, ids) {
      const programId = programOfReport(reportId);
      await editable(current, programId);
      const report = await reports.ensureReport(programId, clock.now());
      const graphics = await reports.reorder(programId, ids, logOf(current));
      return {
        _id: programId,
        program_id: programId,
        graphics,
        editable: true,
        created_at: report.createdAt.toISOString(),
      };
    },
  };
}
