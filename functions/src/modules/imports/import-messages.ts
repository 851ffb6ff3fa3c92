import type { TabularFailure } from '../../core/tabular/tabular-error.js';
import type { RowProblem } from '../../core/tabular/table-reader.js';
import type { Locale } from '../../shared/contract/locale.schema.js';

// What an import says to the person who runs it, in their language: the preview's cells, the
// task's rejections (its error report) and the reasons a file is refused. Each names the column
// as the file does, so a row can be fixed in the spreadsheet.

export interface ImportMessages {
  ragged: (cells: number, expected: number) => string;
  cellTooLarge: (column: string) => string;
  badEncoding: (column: string) => string;
  inColumn: (column: string, message: string) => string;
  notDate: (column: string, format: string) => string;
  notExcelDate: (column: string) => string;
  notNumber: (column: string, example: string) => string;
  notOption: (column: string, text: string) => string;
  notBoolean: (column: string, text: string) => string;
  keyEmpty: (columns: string) => string;
  keyRepeated: (key: string, row: number) => string;
  noKey: string;
  keyFieldNotMapped: (field: string) => string;
  keyColumnMissing: (column: string) => string;
  requiredNotMapped: (field: string) => string;
  notVisible: string;
  outsideRules: (column: string) => string;
  file: (failure: TabularFailure) => string;
}

const en: ImportMessages = {
  ragged: (cells, expected) =>
    `This row has ${cells} cells where the header row has ${expected} (a delimiter or a quote too many or missing?)`,
  cellTooLarge: (column) => `${column}: the cell holds more than 1 MB`,
  badEncoding: (column) =>
    `${column}: the text is not readable in the file's encoding (save the file as UTF-8)`,
  inColumn: (column, message) => `${column}: ${message}`,
  notDate: (column, format) => `${column}: not a date written ${format}`,
  notExcelDate: (column) => `${column}: not a spreadsheet date number`,
  notNumber: (column, example) => `${column}: not a number written like ${example}`,
  notOption: (column, text) => `${column}: “${text}” is not one of the field's options`,
  notBoolean: (column, text) => `${column}: “${text}” is not yes or no`,
  keyEmpty: (columns) => `The key (${columns}) is empty`,
  keyRepeated: (key, row) => `The key “${key}” is already the key of row ${row}`,
  noKey:
    'Choose the key that finds the record each row updates: a key column, or matched fields on the collect',
  keyFieldNotMapped: (field) => `The key field ${field} is filled by no column`,
  keyColumnMissing: (column) => `The key column “${column}” is not in the file`,
  requiredNotMapped: (field) => `${field} is required and no column fills it`,
  notVisible: 'This row’s record is one your access rules do not let you see or change',
  outsideRules: (column) =>
    `${column}: your access rules do not let you write a record with this value`,
  file: (failure) => {
    switch (failure.kind) {
      case 'EMPTY':
        return 'The file is empty';
      case 'UNCLOSED_QUOTE':
        return `A quoted cell that starts on row ${failure.row} is never closed`;
      case 'MALFORMED_CSV':
        return `The file cannot be read as CSV from row ${failure.row}`;
      case 'NOT_A_WORKBOOK':
        return 'The file is not a readable Excel workbook (.xlsx)';
      case 'NO_WORKSHEET':
        return `The workbook has no worksheet “${failure.worksheet}”`;
      case 'HEADER_ROW_MISSING':
        return `Row ${failure.headerRow} is blank or beyond the end of the file: choose the row that names the columns`;
      case 'TOO_MANY_COLUMNS':
        return `The header row has ${failure.columns} columns; at most 500 are read`;
      case 'TOO_MANY_ROWS':
        return `The file has more than ${failure.max.toLocaleString('en')} rows, the most one import takes: split it into several files`;
    }
  },
};

const fr: ImportMessages = {
  ragged: (cells, expected) =>
    `Cette ligne a ${cells} cellules alors que la ligne d’en-tête en a ${expected} (un séparateur ou un guillemet en trop ou manquant ?)`,
  cellTooLarge: (column) => `${column} : la cellule dépasse 1 Mo`,
  badEncoding: (column) =>
    `${column} : le texte est illisible dans l’encodage du fichier (enregistrez le fichier en UTF-8)`,
  inColumn: (column, message) => `${column} : ${message}`,
  notDate: (column, format) => `${column} : pas une date écrite ${format}`,
  notExcelDate: (column) => `${column} : pas un numéro de date de tableur`,
  notNumber: (column, example) => `${column} : pas un nombre écrit comme ${example}`,
  notOption: (column, text) => `${column} : « ${text} » n’est pas une des options du champ`,
  notBoolean: (column, text) => `${column} : « ${text} » n’est ni oui ni non`,
  keyEmpty: (columns) => `La clé (${columns}) est vide`,
  keyRepeated: (key, row) => `La clé « ${key} » est déjà celle de la ligne ${row}`,
  noKey:
    'Choisissez la clé qui retrouve l’enregistrement que chaque ligne met à jour : une colonne clé, ou des champs de correspondance sur la collecte',
  keyFieldNotMapped: (field) => `Aucune colonne ne remplit le champ clé ${field}`,
  keyColumnMissing: (column) => `La colonne clé « ${column} » n’est pas dans le fichier`,
  requiredNotMapped: (field) => `${field} est obligatoire et aucune colonne ne le remplit`,
  notVisible:
    'L’enregistrement de cette ligne est hors de ce que vos règles d’accès vous laissent voir ou modifier',
  outsideRules: (column) =>
    `${column} : vos règles d’accès ne vous permettent pas d’écrire un enregistrement avec cette valeur`,
  file: (failure) => {
    switch (failure.kind) {
      case 'EMPTY':
        return 'Le fichier est vide';
      case 'UNCLOSED_QUOTE':
        return `Une cellule entre guillemets commencée ligne ${failure.row} n’est jamais fermée`;
      case 'MALFORMED_CSV':
        return `Le fichier ne se lit pas comme un CSV à partir de la ligne ${failure.row}`;
      case 'NOT_A_WORKBOOK':
        return 'Le fichier n’est pas un classeur Excel lisible (.xlsx)';
      case 'NO_WORKSHEET':
        return `Le classeur n’a pas de feuille « ${failure.worksheet} »`;
      case 'HEADER_ROW_MISSING':
        return `La ligne ${failure.headerRow} est vide ou après la fin du fichier : choisissez la ligne qui nomme les colonnes`;
      case 'TOO_MANY_COLUMNS':
        return `La ligne d’en-tête a ${failure.columns} colonnes ; 500 au plus sont lues`;
      case 'TOO_MANY_ROWS':
        return `Le fichier a plus de ${failure.max.toLocaleString('fr')} lignes, le maximum d’un import : découpez-le en plusieurs fichiers`;
    }
  },
};

export const IMPORT_MESSAGES: Readonly<Record<Locale, ImportMessages>> = { en, fr };

/** A row's own problem, naming the column by its header. */
export function rowProblemMessage(
  problem: RowProblem,
  headers: readonly string[],
  locale: Locale,
): string {
  const messages = IMPORT_MESSAGES[locale];
  switch (problem.kind) {
    case 'RAGGED':
      return messages.ragged(problem.cells, problem.expected);
    case 'CELL_TOO_LARGE':
      return messages.cellTooLarge(headers[problem.column] ?? '');
    case 'BAD_ENCODING':
      return messages.badEncoding(headers[problem.column] ?? '');
  }
}
