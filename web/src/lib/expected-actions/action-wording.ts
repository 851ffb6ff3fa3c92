import type { ExpectedAction } from '@shared/contract/expected-action.schema';
import type { Locale } from '@shared/contract/locale.schema';
import type { TFunction } from 'i18next';

const text = (value: string | number | undefined): string =>
  typeof value === 'string' ? value : '';

/**
 * What an action asks, in the reader's language: a manager's own words, or the system's kind
 * worded from its details (the stored `title` is the English, for API clients).
 */
export function actionTitle(action: ExpectedAction, t: TFunction, locale: Locale): string {
  const { details } = action;
  const collect =
    (locale === 'fr' ? text(details.collect_title_fr) : '') || text(details.collect_title);
  switch (action.kind) {
    case 'REVIEW_IMPORT_REJECTIONS':
      return t('actions:kinds.REVIEW_IMPORT_REJECTIONS', {
        count: typeof details.rejected === 'number' ? details.rejected : 0,
        collect,
      });
    case 'ACCEPT_INVITATION':
      return t('actions:kinds.ACCEPT_INVITATION', { program: text(details.program_name) });
    case 'COMPLETE_RECORDS':
      return t('actions:kinds.COMPLETE_RECORDS', { collect });
    default:
      return action.title;
  }
}
