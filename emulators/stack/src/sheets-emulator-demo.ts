import { DEMO_SPREADSHEET_ID } from './sheets-emulator.js';
import type { EmulatedSpreadsheet } from './sheets-emulator.js';

// The demo spreadsheet `npm start` serves: a tab whose columns are the demo Beneficiaries
// collect's fields by their labels (functions/src/seed/seed-models.ts), so that pasting its link
// on that collect's import screen proposes a full mapping, and a key column (ID, which the
// matching screen proposes as the key) so that syncing again updates the same records.

const HEADER = [
  'ID',
  'Full name',
  'Date of birth',
  'Gender',
  'Phone number',
  'E-mail address',
  'Region',
  'Household size',
  'Needs',
];

const PEOPLE: readonly (readonly string[])[] = [
  [
    'SH-001',
    'Amina Diallo',
    '1986-03-14',
    'Female',
    '+33 6 12 34 56 01',
    'amina@example.org',
    'North',
    '4',
    'Food; Health',
  ],
  [
    'SH-002',
    'Bruno Lefèvre',
    '1979-11-02',
    'Male',
    '+33 6 12 34 56 02',
    '',
    'South',
    '2',
    'Housing',
  ],
  [
    'SH-003',
    'Chloé Martin',
    '1994-07-21',
    'Female',
    '',
    'chloe@example.org',
    'East',
    '1',
    'Education',
  ],
  [
    'SH-004',
    'David Nguyen',
    '1968-01-30',
    'Male',
    '+33 6 12 34 56 04',
    '',
    'West',
    '5',
    'Food; Housing',
  ],
  [
    'SH-005',
    'Élise Moreau',
    '2001-09-09',
    'Other',
    '',
    'elise@example.org',
    'North',
    '3',
    'Health',
  ],
  [
    'SH-006',
    'Fatou Sow',
    '1990-05-17',
    'Female',
    '+33 6 12 34 56 06',
    '',
    'South',
    '6',
    'Food; Education',
  ],
  ['SH-007', 'Georges Petit', '1955-12-24', 'Male', '', '', 'East', '2', 'Health; Housing'],
  [
    'SH-008',
    'Hana Kobayashi',
    '1988-08-08',
    'Female',
    '+33 6 12 34 56 08',
    'hana@example.org',
    'West',
    '3',
    'Education',
  ],
];

export const DEMO_SPREADSHEET: EmulatedSpreadsheet = {
  id: DEMO_SPREADSHEET_ID,
  title: 'Beneficiaries (demo sheet)',
  tabs: [
    { sheetId: 0, title: 'Beneficiaries', values: [HEADER, ...PEOPLE] },
    {
      sheetId: 1_204_331,
      title: 'Notes',
      values: [['Emulated demo spreadsheet'], ['Edit it through POST /emulator/spreadsheets']],
    },
  ],
};

/** The link to paste on the import screen. */
export const DEMO_SPREADSHEET_URL = `https://docs.google.com/spreadsheets/d/${DEMO_SPREADSHEET_ID}/edit#gid=0`;
