import { Card, List, Stack, Text, Title } from '@mantine/core';
import type { Collect } from '@shared/contract/collect.schema';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n/use-locale';
import { filterSentence, sortSentence } from '../utils/filter-sentence';

/** The view the grid opens with for everyone, in words. */
export function DefaultFiltersCard({ collect }: { collect: Collect }) {
  const { t } = useTranslation('collects');
  const locale = useLocale();
  const { filters, sort } = collect.default_filters;
  return (
    <Card component="section" aria-labelledby="collect-default-view-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="collect-default-view-title">
          {t('details.defaultView.title')}
        </Title>
        {filters.length === 0 ? (
          <Text size="sm">{t('details.defaultView.noFilter')}</Text>
        ) : (
          <List size="sm" spacing={4}>
            {filters.map((filter, index) => (
              <List.Item key={`${filter.field}-${index}`}>
                {filterSentence(filter, collect.fields, locale, t)}
              </List.Item>
            ))}
          </List>
        )}
        <Text size="sm">{sortSentence(sort, collect.fields, locale, t)}</Text>
        <Text size="xs" c="dimmed">
          {t('details.defaultView.hint')}
        </Text>
      </Stack>
    </Card>
  );
}
