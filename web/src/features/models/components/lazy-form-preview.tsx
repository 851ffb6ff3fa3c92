import { Card, Skeleton, Stack } from '@mantine/core';
import type { RecordField } from '@shared/contract/field.schema';
import { lazy, Suspense } from 'react';

/**
 * The form preview's code (every field's input, the validation engine, the language switch:
 * about 20 KB gzipped) is no part of the model's and the field's first load (issue 15): its
 * screens fetch it while their model loads (`useIdlePrefetch(loadFormPreview)`), and until it
 * has come a placeholder the size of its card holds its place.
 */
export const loadFormPreview = () => import('./form-preview');
const FormPreview = lazy(async () => ({ default: (await loadFormPreview()).FormPreview }));

export function LazyFormPreview({ fields }: { fields: readonly RecordField[] }) {
  return (
    <Suspense
      fallback={
        <Card>
          <Stack gap="md">
            <Skeleton height={28} width="40%" />
            {fields.map((field) => (
              <Skeleton key={field.variable} height={60} />
            ))}
          </Stack>
        </Card>
      }
    >
      <FormPreview fields={fields} />
    </Suspense>
  );
}
