import type { MatchingTemplateInput } from '../../src/shared/contract/matching.schema.js';

// The people model the import tests fill (imports.int, imports-crash.int), and the matching
// template of their CSV files: French headers, decimal commas, option labels, day-first dates.

const option = (value: string, en: string, fr: string) => ({ value, label: { en, fr } });

export const IMPORT_FIELDS = [
  {
    label: { en: 'Code', fr: 'Code' },
    variable: 'code',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
    validation_rules: [{ rule: 'REQUIRED' }],
  },
  {
    label: { en: 'Name', fr: 'Nom' },
    variable: 'name',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
    validation_rules: [{ rule: 'REQUIRED' }],
  },
  {
    label: { en: 'Amount', fr: 'Montant' },
    variable: 'amount',
    datatype: 'NUMBER',
    input_method: 'NUMBER',
  },
  {
    label: { en: 'Region', fr: 'Région' },
    variable: 'region',
    datatype: 'STRING',
    input_method: 'SIMPLE_SELECT',
    options: [option('north', 'North', 'Nord'), option('south', 'South', 'Sud')],
  },
  {
    label: { en: 'Tags', fr: 'Étiquettes' },
    variable: 'tags',
    datatype: 'STRING_ARRAY',
    input_method: 'MULTI_SELECT',
    options: [option('red', 'Red', 'Rouge'), option('blue', 'Blue', 'Bleu')],
  },
  {
    label: { en: 'Active', fr: 'Actif' },
    variable: 'active',
    datatype: 'BOOLEAN',
    input_method: 'SWITCH',
  },
  {
    label: { en: 'Visit date', fr: 'Date de visite' },
    variable: 'visited',
    datatype: 'STRING',
    input_method: 'DATE_PICKER',
  },
] as const;

/** The template of the test files' seven columns (imports.int adds a column mapped to nothing). */
export const IMPORT_TEMPLATE: MatchingTemplateInput = {
  columns: [
    { source: 'Code', variable: 'code', transform: 'TRIM' },
    { source: 'Nom', variable: 'name', transform: 'TRIM' },
    { source: 'Montant', variable: 'amount', transform: 'NUMBER_COMMA' },
    { source: 'Région', variable: 'region', transform: 'OPTION_LABEL' },
    { source: 'Étiquettes', variable: 'tags', transform: 'OPTION_LABEL' },
    { source: 'Actif', variable: 'active', transform: 'BOOLEAN' },
    { source: 'Date', variable: 'visited', transform: 'DATE_DMY' },
  ],
  key: { type: 'MATCHED_FIELDS' },
  header_row: 1,
};
