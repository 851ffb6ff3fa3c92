import type { FieldDefinitionInput } from '../../functions/src/shared/contract/field.schema.js';
import { BENCH_FIELDS, benchValues } from './grid-bench-data.js';

// The access benchmark's records: the grid benchmark's case files plus a team among a hundred
// (one record in a hundred each), which the contributor's rules name so that together they
// match 10% of the collect. A tally kept while the records are generated says what each view
// must total, to check the API's answers against.

export const TEAMS = Array.from(
  { length: 100 },
  (_, index) => `t${String(index).padStart(2, '0')}`,
);

export const ACCESS_FIELDS: FieldDefinitionInput[] = [
  ...BENCH_FIELDS,
  {
    label: { en: 'Team', fr: 'Équipe' },
    variable: 'team',
    datatype: 'STRING',
    input_method: 'SIMPLE_SELECT',
    options: TEAMS.map((team) => ({ value: team, label: { en: team, fr: team } })),
  },
];

/** The contributor's three rules: disjoint teams, 4% + 3% + 3% of the records. */
export const GROUP_TEAMS = ['t00', 't01', 't02', 't03'];
export const PARENT_GROUP_TEAMS = ['t04', 't05', 't06'];
export const DIRECT_TEAMS = ['t07', 't08', 't09'];
/**
 * Created with them, another person's rule "status is not enrolled" (about 90%): the apply it
 * starts rewrites nearly every record, and none of those records may reach the contributor.
 */
export const WIDE_RULE_STATUS = 'enrolled';

/** The equality filter of the timed pages, and the keyword (about one record in fifty). */
export const FILTER_STATUS = 'enrolled';
export const KEYWORD = 'dial';

export type Values = Record<string, string | number | null>;

/** Counts of the generated records, by what the contributor's views filter on. */
export class RecordTally {
  private readonly rows: { team: string; status: string }[] = [];

  /** A values generator for loadRecords that remembers what it made. */
  readonly valuesOf = (random: () => number): Values => {
    const values = benchValues(random);
    const team = TEAMS[Math.floor(random() * TEAMS.length)] ?? 't00';
    this.rows.push({ team, status: String(values.status) });
    return { ...values, team };
  };

  count(matches: (row: { team: string; status: string }) => boolean): number {
    return this.rows.filter(matches).length;
  }
}

const inTeams = (teams: readonly string[]) => (row: { team: string }) => teams.includes(row.team);

/** What the contributor's three rules reach. */
export const contributorReach = inTeams([...GROUP_TEAMS, ...PARENT_GROUP_TEAMS, ...DIRECT_TEAMS]);
/** What their own rule reaches once they left their group (the parent's rule goes too). */
export const directReach = inTeams(DIRECT_TEAMS);
/** What the other person's rule reaches. */
export const wideReach = (row: { status: string }) => row.status !== WIDE_RULE_STATUS;
