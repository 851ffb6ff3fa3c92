import type { SheetsFailure } from '../../core/sheets/sheets-error.js';
import type { Locale } from '../../shared/contract/locale.schema.js';

// What a Google Sheet source says when Google will not give the sheet, in the reader's language
// (the form's message, or a failed sync's reason on its task).

type Say = (failure: SheetsFailure, serviceAccount: string) => string;

const en: Say = (failure, account) => {
  switch (failure.kind) {
    case 'NOT_SHARED':
      return `Rainbow may not read this spreadsheet: in Google Sheets, click Share and add ${account} as a Viewer, then try again`;
    case 'NOT_FOUND':
      return 'No spreadsheet has this address: it was deleted, or the link is incomplete';
    case 'TAB_GONE':
      return `The tab “${failure.tab}” is no longer in the spreadsheet (deleted or renamed away during the sync): nothing was imported; choose a tab and sync again`;
    case 'QUOTA':
      return 'Google Sheets is refusing reads for the moment (quota reached): try again in a few minutes';
    case 'UNAVAILABLE':
      return `Google Sheets did not answer${failure.status ? ` (status ${failure.status})` : ''}: try again later`;
  }
};

const fr: Say = (failure, account) => {
  switch (failure.kind) {
    case 'NOT_SHARED':
      return `Rainbow n’a pas le droit de lire ce classeur : dans Google Sheets, cliquez sur Partager et ajoutez ${account} en lecteur, puis réessayez`;
    case 'NOT_FOUND':
      return 'Aucun classeur n’a cette adresse : il a été supprimé, ou le lien est incomplet';
    case 'TAB_GONE':
      return `L’onglet « ${failure.tab} » n’est plus dans le classeur (supprimé ou renommé pendant la synchronisation) : rien n’a été importé ; choisissez un onglet et synchronisez de nouveau`;
    case 'QUOTA':
      return 'Google Sheets refuse les lectures pour le moment (quota atteint) : réessayez dans quelques minutes';
    case 'UNAVAILABLE':
      return `Google Sheets n’a pas répondu${failure.status ? ` (statut ${failure.status})` : ''} : réessayez plus tard`;
  }
};

export const SHEET_MESSAGES: Readonly<Record<Locale, Say>> = { en, fr };

export const NOT_A_SHEET: Readonly<Record<Locale, string>> = {
  en: 'Not a Google Sheets link (https://docs.google.com/spreadsheets/d/…) nor a spreadsheet id',
  fr: 'Ni un lien Google Sheets (https://docs.google.com/spreadsheets/d/…) ni un identifiant de classeur',
};

export const NO_SHEET_SOURCE: Readonly<Record<Locale, string>> = {
  en: 'This collect has no Google Sheet source yet: save one first',
  fr: 'Cette collecte n’a pas encore de source Google Sheet : enregistrez-en une d’abord',
};

export const NO_TEMPLATE: Readonly<Record<Locale, string>> = {
  en: 'Save a matching template for this collect before syncing its sheet',
  fr: 'Enregistrez un modèle de correspondance pour cette collecte avant de synchroniser sa feuille',
};
