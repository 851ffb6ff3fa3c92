import type { FieldDefinitionInput } from '../../functions/src/shared/contract/field.schema.js';

// The benchmark's records: a case file with a status among ten (the equality filter), an amount
// (the sort) and the text a search goes through. Values come from a seeded generator, so two
// runs load the same 100,000 records.

const label = (en: string, fr: string) => ({ en, fr });
const option = (value: string, en: string, fr: string) => ({ value, label: label(en, fr) });

export const STATUSES = [
  option('new', 'New', 'Nouveau'),
  option('screening', 'Screening', 'Examen'),
  option('eligible', 'Eligible', 'Éligible'),
  option('enrolled', 'Enrolled', 'Inscrit'),
  option('in_progress', 'In progress', 'En cours'),
  option('on_hold', 'On hold', 'En attente'),
  option('completed', 'Completed', 'Terminé'),
  option('withdrawn', 'Withdrawn', 'Retiré'),
  option('rejected', 'Rejected', 'Refusé'),
  option('archived', 'Archived', 'Archivé'),
];

const REGIONS = [
  option('north', 'North', 'Nord'),
  option('south', 'South', 'Sud'),
  option('east', 'East', 'Est'),
  option('west', 'West', 'Ouest'),
  option('centre', 'Centre', 'Centre'),
];

export const BENCH_FIELDS: FieldDefinitionInput[] = [
  {
    label: label('Full name', 'Nom complet'),
    variable: 'full_name',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
  },
  {
    label: label('City', 'Ville'),
    variable: 'city',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
  },
  {
    label: label('Status', 'Statut'),
    variable: 'status',
    datatype: 'STRING',
    input_method: 'SIMPLE_SELECT',
    options: STATUSES,
  },
  {
    label: label('Region', 'Région'),
    variable: 'region',
    datatype: 'STRING',
    input_method: 'SIMPLE_SELECT',
    options: REGIONS,
  },
  {
    label: label('Amount (EUR)', 'Montant (EUR)'),
    variable: 'amount',
    datatype: 'NUMBER',
    input_method: 'NUMBER',
  },
  {
    label: label('Visit date', 'Date de visite'),
    variable: 'visit_date',
    datatype: 'STRING',
    input_method: 'DATE_PICKER',
  },
];

/** Grid columns, and the fields the grid filters on (their composite indexes are created). */
export const FIELDS_TO_DISPLAY = ['full_name', 'city', 'status', 'region', 'amount', 'visit_date'];
export const FILTERABLE_FIELDS = ['status', 'region'];

const FIRST_NAMES = (
  'Amina Bruno Chloé David Élodie Fatou Gabriel Hélène Ibrahim Julie Karim Léa Mamadou ' +
  'Nathalie Olivier Pauline Quentin Rachid Sophie Thomas Ugo Valérie William Yasmine Zoé ' +
  'Antoine Binta Camille Diane Étienne Fanny Grégoire Hugo Inès Jean Kévin Lucie Marc Nadia ' +
  'Omar'
).split(' ');
const LAST_NAMES = (
  'Martin Bernard Diallo Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon ' +
  'Laurent Lefèvre Michel Garcia David Bertrand Roux Vincent Fournier Morel Girard André ' +
  'Mercier Dupont Lambert Bonnet François Martinez Traoré Ndiaye Koné Camara Fontaine ' +
  'Chevalier Rousseau Blanc Guérin Muller Henry Roussel Nicolas Perrin Morin Mathieu ' +
  'Clément Gauthier Dumont Lopez'
).split(' ');
const CITIES = (
  'Paris Lyon Marseille Toulouse Nantes Lille Rennes Bordeaux Dakar Abidjan Bamako Montréal ' +
  'Genève Bruxelles Strasbourg Grenoble Dijon Saint-Étienne Aix-en-Provence ' +
  'Clermont-Ferrand'
).split(' ');

/** A small seeded generator (mulberry32): the same sequence on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  const value = list[Math.floor(random() * list.length)];
  if (value === undefined) throw new Error('empty list');
  return value;
}

const DAY_MS = 86_400_000;
const FIRST_VISIT = Date.UTC(2023, 0, 1);

/** The fields of the benchmark's record number `index`, as the validation engine stores them. */
export function benchValues(random: () => number): Record<string, string | number | null> {
  const visit = new Date(FIRST_VISIT + Math.floor(random() * 900) * DAY_MS);
  return {
    full_name: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
    city: pick(random, CITIES),
    status: pick(random, STATUSES).value,
    region: pick(random, REGIONS).value,
    amount: Math.round(random() * 500_000) / 100,
    // A few records without a date: the grid must still list them (fields are never missing).
    visit_date: random() < 0.02 ? null : visit.toISOString().slice(0, 10),
  };
}

/** The search the benchmark types: a last name's start, about one record in fifty. */
export const BENCH_KEYWORD = 'dial';
/** The equality filter of the timed pages: one status, about one record in ten. */
export const BENCH_FILTER = [{ field: 'status', op: 'eq', value: 'enrolled' }];
export const BENCH_SORT = { sort: 'amount', direction: 'desc' } as const;
