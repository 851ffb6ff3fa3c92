import { z } from 'zod/mini';
import { isoDateSchema } from './common.schema.js';
import { fieldVariableSchema } from './field.schema.js';
import { personRefSchema } from './invitation.schema.js';

// Matching templates (issue 13): how the columns of a file (or a sheet, or a webhook's keys)
// become a collect's fields, saved per collect so the next import of the same source needs no
// work. A column maps to one variable of the collect's model, or to nothing (ignored), through
// one transform; the key says how a row finds the record it updates.

/**
 * What is done to a cell's text before the model's validation engine reads it:
 * - AUTO: the engine's own reading of text (trimmed; numbers with `.` or an unambiguous `,`;
 *   yes/no, oui/non, true/false, 1/0; option values or labels in either language; lists split
 *   on `;`, or `,` without one; ISO dates);
 * - TRIM: the text, spaces around it removed;
 * - DATE_DMY, DATE_MDY, DATE_YMD: a date written DD/MM/YYYY, MM/DD/YYYY or YYYY-MM-DD (`/`, `-`
 *   or `.` between the parts), stored YYYY-MM-DD;
 * - DATE_EXCEL: a spreadsheet's day number (45000 is 2023-03-15);
 * - NUMBER_DOT, NUMBER_COMMA: a number whose decimal mark is `.` (thousands `,`) or `,`
 *   (thousands `.`), spaces and `'` grouping thousands too;
 * - OPTION_LABEL: an option's label in English or French (case and accents aside) or its value;
 *   a list's items each;
 * - SPLIT: a list whose items are separated by `;`;
 * - BOOLEAN: yes/no, oui/non, true/false, vrai/faux, 1/0, y/n, o/n, and x for yes.
 */
export const COLUMN_TRANSFORMS = [
  'AUTO',
  'TRIM',
  'DATE_DMY',
  'DATE_MDY',
  'DATE_YMD',
  'DATE_EXCEL',
  'NUMBER_DOT',
  'NUMBER_COMMA',
  'OPTION_LABEL',
  'SPLIT',
  'BOOLEAN',
] as const;
export type ColumnTransform = (typeof COLUMN_TRANSFORMS)[number];

export const COLUMN_NAME_MAX = 200;
export const TEMPLATE_COLUMNS_MAX = 500;

export const columnNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(COLUMN_NAME_MAX));

export const matchingColumnSchema = z.object({
  /** The column's name in the header row. */
  source: columnNameSchema,
  /** The model variable it fills; null: the column is ignored. */
  variable: z.nullable(fieldVariableSchema),
  transform: z._default(z.enum(COLUMN_TRANSFORMS), 'AUTO'),
});
export type MatchingColumn = z.infer<typeof matchingColumnSchema>;

/**
 * How a row finds its record: by the collect's matched fields (their values after mapping), or
 * by one column's text. A re-import updates the records its keys name instead of adding others.
 */
export const matchingKeySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('MATCHED_FIELDS') }),
  z.object({ type: z.literal('COLUMN'), source: columnNameSchema }),
]);
export type MatchingKey = z.infer<typeof matchingKeySchema>;

export const matchingTemplateInputSchema = z
  .object({
    columns: z.array(matchingColumnSchema).check(z.maxLength(TEMPLATE_COLUMNS_MAX)),
    key: z._default(z.nullable(matchingKeySchema), null),
    /** The header row the template was made with (files of one source keep their layout). */
    header_row: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(1000)), 1),
  })
  .check(
    z.superRefine((template, ctx) => {
      const sources = new Set<string>();
      const variables = new Set<string>();
      template.columns.forEach((column, index) => {
        if (sources.has(column.source)) {
          ctx.addIssue({
            code: 'custom',
            path: ['columns', index, 'source'],
            message: 'This column is listed twice',
          });
        }
        sources.add(column.source);
        if (column.variable === null) return;
        if (variables.has(column.variable)) {
          ctx.addIssue({
            code: 'custom',
            path: ['columns', index, 'variable'],
            message: 'Another column already fills this field',
          });
        }
        variables.add(column.variable);
      });
      if (template.key?.type === 'COLUMN' && !sources.has(template.key.source)) {
        ctx.addIssue({
          code: 'custom',
          path: ['key', 'source'],
          message: 'Not a column of the template',
        });
      }
    }),
  );
export type MatchingTemplateInput = z.input<typeof matchingTemplateInputSchema>;
export type MatchingTemplateValues = z.output<typeof matchingTemplateInputSchema>;

export const matchingTemplateSchema = z.object({
  columns: z.array(matchingColumnSchema),
  key: z.nullable(matchingKeySchema),
  header_row: z.number().check(z.int()),
  updated_at: z.nullable(isoDateSchema),
  updated_by: z.nullable(personRefSchema),
});
export type MatchingTemplate = z.infer<typeof matchingTemplateSchema>;

/** GET and PUT …/matching_template: null until one is saved. */
export const matchingTemplateResponseSchema = z.object({
  template: z.nullable(matchingTemplateSchema),
});
export type MatchingTemplateResponse = z.infer<typeof matchingTemplateResponseSchema>;

/** POST …/matching_template/propose */
export const proposeTemplateRequestSchema = z.object({
  headers: z
    .array(z.string().check(z.maxLength(COLUMN_NAME_MAX)))
    .check(z.minLength(1), z.maxLength(TEMPLATE_COLUMNS_MAX)),
  /** A few of the file's rows (the preview's): they tell a date's or a number's format. */
  rows: z._default(
    z
      .array(z.array(z.string().check(z.maxLength(1000))).check(z.maxLength(TEMPLATE_COLUMNS_MAX)))
      .check(z.maxLength(20)),
    [],
  ),
  header_row: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(1000)), 1),
});
export type ProposeTemplateRequest = z.input<typeof proposeTemplateRequestSchema>;

export const proposedTemplateResponseSchema = z.object({ template: matchingTemplateSchema });
export type ProposedTemplateResponse = z.infer<typeof proposedTemplateResponseSchema>;
