import type { Locale } from '@shared/contract/locale.schema';
import { programKeys } from '@/lib/query-keys';

export const milestoneKeys = {
  program: (programId: string) => programKeys.scope(programId, 'milestones'),
  list: (programId: string, locale: Locale) =>
    [...milestoneKeys.program(programId), locale] as const,
};
