import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../core/clock.js';
import { fieldDefinitionSchema } from '../shared/contract/field.schema.js';
import type { FieldDefinitionInput } from '../shared/contract/field.schema.js';
import { createModelFieldsRepository } from '../modules/models/model-fields.repository.js';
import { createModelsRepository } from '../modules/models/models.repository.js';
import { searchKeyOf } from '../core/keywords.js';

interface DemoModel {
  readonly title: string;
  readonly description: string;
  readonly fields: readonly FieldDefinitionInput[];
}

const label = (en: string, fr: string) => ({ en, fr });
const option = (value: string, en: string, fr: string) => ({ value, label: label(en, fr) });

/** Who a program helps: one of each kind of value a registration desk collects. */
export const BENEFICIARY_MODEL: DemoModel = {
  title: 'Beneficiary registration',
  description: 'Who a beneficiary is, how to reach them and what they need.',
  fields: [
    {
      label: label('Full name', 'Nom complet'),
      variable: 'full_name',
      datatype: 'STRING',
      input_method: 'TEXT_INPUT',
      validation_rules: [{ rule: 'REQUIRED' }],
    },
    {
      label: label('Date of birth', 'Date de naissance'),
      variable: 'birth_date',
      datatype: 'STRING',
      input_method: 'DATE_PICKER',
      validation_rules: [{ rule: 'REQUIRED' }, { rule: 'AFTER_DATE', value: '1900-01-01' }],
    },
    {
      label: label('Gender', 'Genre'),
      variable: 'gender',
      datatype: 'STRING',
      input_method: 'RADIO_BUTTON',
      options: [
        option('female', 'Female', 'Femme'),
        option('male', 'Male', 'Homme'),
        option('other', 'Other', 'Autre'),
      ],
    },
    {
      label: label('Phone number', 'Numéro de téléphone'),
      variable: 'phone',
      datatype: 'STRING',
      input_method: 'PHONE_INPUT',
      help: label(
        'With the country code, e.g. +33 6 12 34 56 78',
        'Avec l’indicatif, ex. +33 6 12 34 56 78',
      ),
    },
    {
      label: label('E-mail address', 'Adresse e-mail'),
      variable: 'email',
      datatype: 'STRING',
      input_method: 'EMAIL_FIELD',
      validation_rules: [{ rule: 'EMAIL' }],
    },
    {
      label: label('Region', 'Région'),
      variable: 'region',
      datatype: 'STRING',
      input_method: 'SIMPLE_SELECT',
      options: [
        option('north', 'North', 'Nord'),
        option('south', 'South', 'Sud'),
        option('east', 'East', 'Est'),
        option('west', 'West', 'Ouest'),
      ],
      validation_rules: [{ rule: 'REQUIRED' }],
    },
    {
      label: label('Household size', 'Taille du foyer'),
      variable: 'household_size',
      datatype: 'NUMBER',
      input_method: 'NUMBER',
      validation_rules: [
        { rule: 'INTEGER' },
        { rule: 'MIN_VALUE', value: 1 },
        { rule: 'MAX_VALUE', value: 30 },
      ],
    },
    {
      label: label('Monthly income (EUR)', 'Revenu mensuel (EUR)'),
      variable: 'monthly_income',
      datatype: 'NUMBER',
      input_method: 'NUMBER',
      validation_rules: [
        { rule: 'MIN_VALUE', value: 0 },
        { rule: 'MAX_VALUE', value: 100000 },
      ],
    },
    {
      label: label('Needs', 'Besoins'),
      variable: 'needs',
      datatype: 'STRING_ARRAY',
      input_method: 'MULTI_SELECT',
      options: [
        option('food', 'Food', 'Alimentation'),
        option('housing', 'Housing', 'Logement'),
        option('health', 'Health', 'Santé'),
        option('education', 'Education', 'Éducation'),
      ],
    },
    {
      label: label('Identity document', 'Pièce d’identité'),
      variable: 'id_document',
      datatype: 'STRING',
      input_method: 'FILE_UPLOAD',
    },
    {
      label: label('Agrees to be contacted', 'Accepte d’être contacté·e'),
      variable: 'contact_consent',
      datatype: 'BOOLEAN',
      input_method: 'CHECKBOX',
    },
    {
      label: label('Notes', 'Notes'),
      variable: 'notes',
      datatype: 'STRING',
      input_method: 'TEXT_AREA',
    },
  ],
};

/** What a field officer records on a visit. */
export const SITE_VISIT_MODEL: DemoModel = {
  title: 'Site visit',
  description: 'One visit of one site: when, what was found, who was met.',
  fields: [
    {
      label: label('Site', 'Site'),
      variable: 'site_name',
      datatype: 'STRING',
      input_method: 'TEXT_INPUT',
      validation_rules: [{ rule: 'REQUIRED' }],
    },
    {
      label: label('Visit date', 'Date de la visite'),
      variable: 'visit_date',
      datatype: 'STRING',
      input_method: 'DATE_PICKER',
      validation_rules: [{ rule: 'REQUIRED' }],
    },
    {
      label: label('Arrival time', 'Heure d’arrivée'),
      variable: 'arrival_time',
      datatype: 'STRING',
      input_method: 'TIME_PICKER',
    },
    {
      label: label('Site open', 'Site ouvert'),
      variable: 'site_open',
      datatype: 'BOOLEAN',
      input_method: 'SWITCH',
    },
    {
      label: label('Overall condition', 'État général'),
      variable: 'condition',
      datatype: 'NUMBER',
      input_method: 'RADIO_BUTTON',
      options: [
        option('1', '1 – poor', '1 – mauvais'),
        option('2', '2', '2'),
        option('3', '3 – fair', '3 – correct'),
        option('4', '4', '4'),
        option('5', '5 – good', '5 – bon'),
      ],
    },
    {
      label: label('Issues seen', 'Problèmes constatés'),
      variable: 'issues',
      datatype: 'STRING_ARRAY',
      input_method: 'CHECKBOX',
      options: [
        option('water', 'Water', 'Eau'),
        option('electricity', 'Electricity', 'Électricité'),
        option('access', 'Access', 'Accès'),
        option('safety', 'Safety', 'Sécurité'),
      ],
    },
    {
      label: label('People met', 'Personnes rencontrées'),
      variable: 'people_met',
      datatype: 'NUMBER',
      input_method: 'NUMBER',
      validation_rules: [{ rule: 'INTEGER' }, { rule: 'MIN_VALUE', value: 0 }],
    },
    {
      label: label('Photos', 'Photos'),
      variable: 'photos',
      datatype: 'STRING_ARRAY',
      input_method: 'FILE_UPLOAD',
    },
    {
      label: label('Summary', 'Résumé'),
      variable: 'summary',
      datatype: 'STRING',
      input_method: 'TEXT_AREA',
    },
  ],
};

export const DEMO_MODELS: readonly DemoModel[] = [BENEFICIARY_MODEL, SITE_VISIT_MODEL];

/**
 * The demo's data models, through the models repositories. A model found by its title is
 * completed with the fields it lacks, so a run interrupted half-way is finished by the next.
 */
export async function ensureDemoModels(db: Firestore, clock: Clock): Promise<string[]> {
  const models = createModelsRepository(db);
  const fields = createModelFieldsRepository(db);
  const ids: string[] = [];
  for (const demo of DEMO_MODELS) {
    const page = await models.list({ keyword: searchKeyOf(demo.title), limit: 10 });
    const found = page?.models.find((model) => model.title === demo.title);
    const modelId = found?._id ?? (await models.create(demo, clock.now()))._id;
    const existing = new Set((await models.find(modelId))?.fields.map((field) => field.variable));
    for (const field of demo.fields) {
      if (existing.has(field.variable)) continue;
      const { order: _order, ...content } = fieldDefinitionSchema.parse(field);
      await fields.create(modelId, content, undefined, clock.now(), () => undefined);
    }
    ids.push(modelId);
  }
  return ids;
}
