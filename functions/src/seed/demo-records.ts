// The demo's records: realistic values (French, English and West African names, places, dates,
// amounts, statuses, yes/no answers, lists) drawn from a seeded generator, so that every seed
// writes the same 5,000 records and a screenshot or a test can count on them.

export type DemoValues = Record<string, string | number | boolean | string[] | null>;

/** mulberry32: a small, fast, seeded generator; good enough for demo data, not for secrets. */
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

export interface Picker {
  readonly random: () => number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  some<T>(items: readonly T[], max: number): T[];
}

export function pickerOf(seed: number): Picker {
  const random = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('Nothing to pick from');
    return item;
  };
  return {
    random,
    int,
    pick,
    chance: (probability) => random() < probability,
    some: (items, max) => items.filter(() => random() < max / items.length).slice(0, max),
  };
}

// prettier-ignore
const FIRST_NAMES = [
  'Awa', 'Moussa', 'Fatou', 'Ibrahima', 'Aminata', 'Mamadou', 'Mariama', 'Ousmane',
  'Camille', 'Léa', 'Chloé', 'Manon', 'Hugo', 'Lucas', 'Théo', 'Éloïse', 'Noémie', 'Jérôme',
  'François', 'Hélène', 'Amélie', 'Gaëlle', 'Olivia', 'Emily', 'James', 'Oliver', 'Sophie',
  'Grace', 'Daniel', 'Thomas', 'Aïcha', 'Khadija', 'Youssef', 'Adama', 'Seydou', 'Rokia',
];
// prettier-ignore
const LAST_NAMES = [
  'Diop', 'Ndiaye', 'Fall', 'Sow', 'Diallo', 'Traoré', 'Koné', 'Camara', 'Cissé', 'Keita',
  'Martin', 'Bernard', 'Dubois', 'Durand', 'Lefèvre', 'Moreau', 'Laurent', 'Girard', 'Rousseau',
  'Mercier', 'Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Evans', 'Walker', 'Hughes',
  'Ouédraogo', 'Sawadogo', 'Mensah', 'Owusu', 'Nguyen', 'Benali', 'Haddad', "O'Connor",
];
const NOTES = [
  'Referred by the community health worker.',
  'Prefers to be called in the afternoon.',
  'Orienté·e par le centre social de quartier.',
  'Needs a follow-up visit next month.',
  'Dossier complet, à revoir en fin de trimestre.',
  'Lives far from the distribution point; transport needed.',
  'A déménagé récemment, adresse à confirmer.',
];
// prettier-ignore
const PLACES = [
  'Thiès', 'Kaolack', 'Saint-Louis', 'Ziguinchor', 'Tambacounda', 'Bobo-Dioulasso', 'Ségou',
  'Mopti', 'Kumasi', 'Tamale', 'Lille', 'Roubaix', 'Marseille', 'Nantes', 'Leeds', 'Bradford',
];
const SITE_KINDS = [
  'Health centre',
  'Centre de santé',
  'Water point',
  'Point d’eau',
  'School',
  'École',
  'Community garden',
  'Food bank',
];
const SUMMARIES = [
  'Site in good order; staff present and records up to date.',
  'Pompe en panne depuis deux semaines, réparation demandée.',
  'Access road flooded after the rains; visit shortened.',
  'Stock de médicaments suffisant pour un mois.',
  'New volunteers trained on registration.',
  'Électricité coupée le matin, rétablie à midi.',
];

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** A day between `from` and `to` (inclusive, YYYY-MM-DD). */
function dateBetween(pick: Picker, from: string, to: string): string {
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / DAY_MS);
  return isoDate(new Date(start + pick.int(0, days) * DAY_MS));
}

/** An e-mail address's local part: the name without accents, spaces or apostrophes. */
const emailPart = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** One beneficiary of the "Beneficiary registration" model. */
export function demoBeneficiary(pick: Picker, index: number): DemoValues {
  const first = pick.pick(FIRST_NAMES);
  const last = pick.pick(LAST_NAMES);
  const french = pick.chance(0.5);
  return {
    full_name: `${first} ${last}`,
    birth_date: dateBetween(pick, '1942-01-01', '2008-12-31'),
    gender: pick.chance(0.02) ? 'other' : pick.pick(['female', 'male']),
    phone: french
      ? `+33 6 ${pad(pick.int(0, 99))} ${pad(pick.int(0, 99))} ${pad(pick.int(0, 99))} ${pad(pick.int(0, 99))}`
      : `+221 77 ${pick.int(100, 999)} ${pad(pick.int(0, 99))} ${pad(pick.int(0, 99))}`,
    email: pick.chance(0.7) ? `${emailPart(first)}.${emailPart(last)}${index}@example.org` : null,
    region: pick.pick(['north', 'south', 'east', 'west']),
    household_size: pick.int(1, 9),
    monthly_income: pick.chance(0.1) ? 0 : Math.round(pick.random() * 400_000) / 100,
    needs: pick.some(['food', 'housing', 'health', 'education'], 2),
    id_document: null,
    contact_consent: pick.chance(0.75),
    notes: pick.chance(0.3) ? pick.pick(NOTES) : null,
  };
}

/** One visit of the "Site visit" model. */
export function demoSiteVisit(pick: Picker): DemoValues {
  const open = pick.chance(0.85);
  return {
    site_name: `${pick.pick(SITE_KINDS)} ${pick.pick(PLACES)} ${pick.int(1, 12)}`,
    visit_date: dateBetween(pick, '2025-11-01', '2026-10-31'),
    arrival_time: `${pad(pick.int(7, 17))}:${pad(pick.pick([0, 15, 30, 45]))}`,
    site_open: open,
    condition: pick.int(1, 5),
    issues: pick.some(['water', 'electricity', 'access', 'safety'], 2),
    people_met: open ? pick.int(1, 40) : 0,
    photos: null,
    summary: pick.chance(0.6) ? pick.pick(SUMMARIES) : null,
  };
}

/** When the n-th of `total` records was entered: spread over the year before `anchor`. */
export function demoCreatedAt(pick: Picker, anchor: Date): Date {
  return new Date(anchor.getTime() - pick.int(0, 365 * 24 * 60) * 60_000);
}
