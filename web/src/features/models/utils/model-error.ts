import { modelUseSchema } from '@shared/contract/model.schema';
import { z } from 'zod/mini';
import { isApiError } from '@/lib/api-error';
import { errorMessageKey } from '@/lib/errors/error-message-key';

const usesSchema = z.object({ collects: z.array(modelUseSchema) });

/** The titles of the collects a refusal (409) names. */
export function refusingCollects(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const parsed = usesSchema.safeParse(error.details);
  return parsed.success ? parsed.data.collects.map((collect) => collect.title) : [];
}

/** What a screen says when a call on a model or a field failed, naming the collects in the way. */
export function modelErrorMessage(
  error: unknown,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  const key = errorMessageKey(error, 'model');
  const collects = refusingCollects(error);
  if (key === 'models:errors.inUse' && collects.length === 0) return t('models:errors.inUseNoName');
  return t(key, { collects: collects.join(', ') });
}
