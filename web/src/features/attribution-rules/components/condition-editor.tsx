import { Box, Radio, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import type { ConditionEditorProps } from './condition-details';

// The condition's field, operator and values (each field's own inputs) come when the page is
// idle, or once "only matching records" is chosen: most rules give a whole collect (issue 15).
const loadDetails = () => import('./condition-details');
const ConditionDetails = lazy(async () => ({ default: (await loadDetails()).ConditionDetails }));

/** "All records", or "only records where <field> <is one of | is none of> <values>". */
export function ConditionEditor(props: ConditionEditorProps) {
  const { t } = useTranslation('rules');
  const { form } = props;
  useIdlePrefetch(loadDetails);
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('form.scope')}
        value={form.values.scope}
        onChange={(next) => form.set('scope', next === 'MATCHING' ? 'MATCHING' : 'ALL')}
      >
        <Stack gap="xs" mt={6}>
          <Radio value="ALL" label={t('form.scopeALL')} />
          <Radio value="MATCHING" label={t('form.scopeMATCHING')} />
        </Stack>
      </Radio.Group>
      {form.values.scope === 'MATCHING' && (
        <Suspense
          fallback={
            <Box pl="lg">
              <Skeleton height={60} radius="sm" />
            </Box>
          }
        >
          <ConditionDetails {...props} />
        </Suspense>
      )}
    </Stack>
  );
}
