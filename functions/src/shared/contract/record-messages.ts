// The validation engine's messages, in the contract rather than in the web app's i18next files
// because the API answers with them too (imports, webhooks). Each names the field by its label.

import type { Locale } from './locale.schema.js';
import { formatIsoDateForPeople } from './calendar.js';

export interface RecordMessages {
  required: (label: string) => string;
  notText: (label: string) => string;
  notNumber: (label: string) => string;
  notBoolean: (label: string) => string;
  notList: (label: string) => string;
  tooLong: (label: string, max: number) => string;
  tooMany: (label: string, max: number) => string;
  email: (label: string) => string;
  phone: (label: string) => string;
  fileUrl: (label: string) => string;
  notOption: (label: string, value: string) => string;
  integer: (label: string) => string;
  positive: (label: string) => string;
  negative: (label: string) => string;
  min: (label: string, min: number) => string;
  max: (label: string, max: number) => string;
  date: (label: string) => string;
  time: (label: string) => string;
  before: (label: string, isoDate: string) => string;
  after: (label: string, isoDate: string) => string;
  unknownFields: (variables: readonly string[]) => string;
  /** A contributor's save that their WRITE rules' conditions do not let through. */
  outsideRules: (label: string) => string;
}

const frenchNumber = (value: number) => String(value).replace('.', ',');
const enDate = (isoDate: string) => formatIsoDateForPeople(isoDate, 'en');
const frDate = (isoDate: string) => formatIsoDateForPeople(isoDate, 'fr');

const en: RecordMessages = {
  required: (label) => `${label} is required`,
  notText: (label) => `${label} must be text`,
  notNumber: (label) => `${label} must be a number`,
  notBoolean: (label) => `${label} must be yes or no`,
  notList: (label) => `${label} must be a list of values`,
  tooLong: (label, max) => `${label} must be at most ${max} characters`,
  tooMany: (label, max) => `${label} takes at most ${max} values`,
  email: (label) => `${label} must be a valid e-mail address`,
  phone: (label) => `${label} must be a phone number: 6 to 15 digits, with an optional + first`,
  fileUrl: (label) => `${label} must be the web address (http or https) of a file`,
  notOption: (label, value) => `${label}: "${value}" is not one of the choices`,
  integer: (label) => `${label} must be a whole number`,
  positive: (label) => `${label} must be greater than 0`,
  negative: (label) => `${label} must be less than 0`,
  min: (label, min) => `${label} must be at least ${min}`,
  max: (label, max) => `${label} must be at most ${max}`,
  date: (label) => `${label} must be a date written YYYY-MM-DD`,
  time: (label) => `${label} must be a time written HH:mm`,
  before: (label, isoDate) => `${label} must be before ${enDate(isoDate)}`,
  after: (label, isoDate) => `${label} must be after ${enDate(isoDate)}`,
  unknownFields: (variables) =>
    `${variables.length > 1 ? 'Unknown fields' : 'Unknown field'}: ${variables.join(', ')}`,
  outsideRules: (label) => `Your access rules do not let you save this value of ${label}`,
};

const fr: RecordMessages = {
  required: (label) => `${label} est obligatoire`,
  notText: (label) => `${label} doit être un texte`,
  notNumber: (label) => `${label} doit être un nombre`,
  notBoolean: (label) => `${label} doit être oui ou non`,
  notList: (label) => `${label} doit être une liste de valeurs`,
  tooLong: (label, max) => `${label} doit faire au plus ${max} caractères`,
  tooMany: (label, max) => `${label} accepte au plus ${max} valeurs`,
  email: (label) => `${label} doit être une adresse e-mail valide`,
  phone: (label) =>
    `${label} doit être un numéro de téléphone : 6 à 15 chiffres, précédés éventuellement de +`,
  fileUrl: (label) => `${label} doit être l'adresse web (http ou https) d'un fichier`,
  notOption: (label, value) => `${label} : « ${value} » ne fait pas partie des choix`,
  integer: (label) => `${label} doit être un nombre entier`,
  positive: (label) => `${label} doit être supérieur à 0`,
  negative: (label) => `${label} doit être inférieur à 0`,
  min: (label, min) => `${label} doit être au moins ${frenchNumber(min)}`,
  max: (label, max) => `${label} doit être au plus ${frenchNumber(max)}`,
  date: (label) => `${label} doit être une date écrite AAAA-MM-JJ`,
  time: (label) => `${label} doit être une heure écrite HH:mm`,
  before: (label, isoDate) => `${label} doit être avant le ${frDate(isoDate)}`,
  after: (label, isoDate) => `${label} doit être après le ${frDate(isoDate)}`,
  unknownFields: (variables) =>
    `${variables.length > 1 ? 'Champs inconnus' : 'Champ inconnu'} : ${variables.join(', ')}`,
  outsideRules: (label) =>
    `Vos règles d’accès ne vous permettent pas d’enregistrer cette valeur de « ${label} »`,
};

export const RECORD_MESSAGES: Readonly<Record<Locale, RecordMessages>> = { en, fr };
