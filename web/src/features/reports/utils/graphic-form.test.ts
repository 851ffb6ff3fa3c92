import type { Graphic } from '@shared/contract/report.schema';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_GRAPHIC_FORM,
  formValuesOf,
  graphicFormSchema,
  graphicInputOf,
  previewInputOf,
} from './graphic-form';
import type { GraphicFormValues } from './graphic-form';

const BOOLEANS = new Set(['active']);

const ring: GraphicFormValues = {
  ...EMPTY_GRAPHIC_FORM,
  titleEn: ' Visits by status ',
  collectId: 'c1',
  groupBy: 'status',
};

const issuesOf = (values: GraphicFormValues) => {
  const checked = graphicFormSchema.safeParse(values);
  return checked.success ? [] : checked.error.issues.map((issue) => issue.path.join('.'));
};

describe('the graphic editor form', () => {
  it('asks a ring for its field, a sum or an average for its numbers, everyone for a title', () => {
    expect(issuesOf(ring)).toEqual([]);
    expect(issuesOf({ ...ring, groupBy: null })).toEqual(['groupBy']);
    expect(issuesOf({ ...ring, type: 'NUMBER', groupBy: null })).toEqual([]);
    expect(
      issuesOf({ ...ring, type: 'NUMBER', groupBy: null, groupingOperator: 'PERCENTAGE' }),
    ).toEqual(['groupBy']);
    expect(issuesOf({ ...ring, groupingOperator: 'SUM' })).toEqual(['indicator']);
    expect(issuesOf({ ...ring, groupingOperator: 'AVG', indicator: 'amount' })).toEqual([]);
    expect(issuesOf({ ...ring, groupingOperator: 'PERCENTAGE' })).toEqual([]);
    expect(issuesOf({ ...ring, titleEn: '  ' })).toEqual(['titleEn']);
    expect(issuesOf({ ...ring, collectId: '' })).toEqual(['collectId']);
    expect(issuesOf({ ...ring, filters: [{ field: 'active', value: '' }] })).toEqual([
      'filters.0.value',
    ]);
  });

  it('sends the graphic the api takes: trimmed titles, typed filter values, no indicator to count', () => {
    expect(
      graphicInputOf(
        {
          ...ring,
          titleFr: 'Visites par statut',
          indicator: 'amount',
          filters: [
            { field: 'active', value: 'false' },
            { field: 'status', value: 'open' },
          ],
        },
        BOOLEANS,
      ),
    ).toEqual({
      type: 'RING',
      title: { en: 'Visits by status', fr: 'Visites par statut' },
      collectId: 'c1',
      groupBy: 'status',
      groupingOperator: 'COUNT',
      indicator: null,
      filters: [
        { field: 'active', op: 'eq', value: false },
        { field: 'status', op: 'eq', value: 'open' },
      ],
    });
    // An empty French title is left out: the api shows the English one.
    expect(graphicInputOf(ring, BOOLEANS).title).toEqual({ en: 'Visits by status' });
  });

  it('previews only what can be computed, whatever the title', () => {
    expect(previewInputOf({ ...ring, titleEn: '' }, BOOLEANS)).toMatchObject({
      collectId: 'c1',
      groupBy: 'status',
    });
    expect(previewInputOf({ ...ring, collectId: '' }, BOOLEANS)).toBeNull();
    expect(previewInputOf({ ...ring, groupingOperator: 'AVG' }, BOOLEANS)).toBeNull();
    expect(
      previewInputOf({ ...ring, filters: [{ field: 'status', value: '' }] }, BOOLEANS),
    ).toBeNull();
  });

  it('opens a saved graphic as it was made', () => {
    const graphic: Graphic = {
      _id: 'g1',
      report_id: 'p1',
      program_id: 'p1',
      type: 'NUMBER',
      title: { en: 'Active share', fr: 'Active share' },
      collectId: 'c1',
      groupBy: 'active',
      groupingOperator: 'PERCENTAGE',
      indicator: null,
      filters: [
        { field: 'active', op: 'eq', value: true },
        { field: 'amount', op: 'gt', value: 10 },
      ],
      order: 0,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const values = formValuesOf(graphic);
    // A French title equal to the English one was left empty.
    expect(values).toMatchObject({ titleEn: 'Active share', titleFr: '', groupBy: 'active' });
    expect(values.filters).toEqual([{ field: 'active', value: 'true' }]);
    // A filter the editor does not show (made through the api) is kept as it was.
    expect(graphicInputOf(values, BOOLEANS).filters).toEqual(graphic.filters);
  });
});
