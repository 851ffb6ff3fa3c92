import { Badge, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { COLLECT_SOURCE_TYPES, type CollectSourceType } from '@shared/contract/collect.schema';
import { useTranslation } from 'react-i18next';
import { isActiveSourceType } from '../utils/source-types';

interface SourceTypePickerProps {
  value: CollectSourceType | null;
  onChange: (value: CollectSourceType | null) => void;
  error?: string | undefined;
}

// '' stands for "no source": Radio.Group works with strings.
const NONE = '';
const CHOICES = [NONE, ...COLLECT_SOURCE_TYPES] as const;

function isSourceType(value: string): value is CollectSourceType {
  return (COLLECT_SOURCE_TYPES as readonly string[]).includes(value);
}

/** The source types of SPEC.md §4 as cards; those not available yet are shown disabled. */
export function SourceTypePicker({ value, onChange, error }: SourceTypePickerProps) {
  const { t } = useTranslation('collects');
  return (
    <Radio.Group
      value={value ?? NONE}
      onChange={(next) => onChange(isSourceType(next) ? next : null)}
      label={t('form.source')}
      description={t('form.sourceHint')}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        {CHOICES.map((choice) => {
          const key = choice === NONE ? 'none' : choice;
          const available = choice === NONE || isActiveSourceType(choice);
          return (
            <Radio.Card
              key={key}
              value={choice}
              disabled={!available}
              radius="md"
              p="md"
              style={available ? undefined : { opacity: 0.6, cursor: 'not-allowed' }}
            >
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator disabled={!available} />
                <Stack gap={2} style={{ flex: 1 }}>
                  <Group gap={6}>
                    <Text fw={600} size="sm">
                      {t(`sources.${key}.name`)}
                    </Text>
                    {!available && (
                      <Badge size="xs" color="gray" variant="light">
                        {t('sources.notAvailableYet')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t(`sources.${key}.description`)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
