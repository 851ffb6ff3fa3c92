import { Box, ColorSwatch, Group, Stack, Text, useMantineTheme } from '@mantine/core';
import { getThemeColor } from '@mantine/core';
import type { GraphicResult, GraphicType, GroupingOperator } from '@shared/contract/report.schema';
import { useTranslation } from 'react-i18next';
import { useIntlLocale, useLocale } from '@/lib/i18n/use-locale';
import { formatFigure } from '@/lib/report/format-figure';
import { ringColor } from '@/lib/report/ring-colors';
import { RingChart } from './ring-chart';

interface GraphicFigureProps {
  type: GraphicType;
  operator: GroupingOperator;
  result: GraphicResult;
  /** The graphic's title, naming the chart for screen readers. */
  title: string;
  /** Smaller, for the dashboard and the editor's preview. */
  compact?: boolean;
}

/** A graphic's figures: a ring with its legend, or one big number. */
export function GraphicFigure({
  type,
  operator,
  result,
  title,
  compact = false,
}: GraphicFigureProps) {
  const { t } = useTranslation('reports');
  const intlLocale = useIntlLocale();
  const locale = useLocale();
  const theme = useMantineTheme();
  const format = (value: number | null) => formatFigure(value, operator, intlLocale);
  const labelOf = (group: GraphicResult['groups'][number]) => group.label[locale] || group.label.en;

  if (type === 'NUMBER') {
    const first = result.groups[0];
    return (
      <Stack gap={2} py={compact ? 'xs' : 'md'}>
        <Text fz={compact ? 36 : 48} fw={700} lh={1.1} c="blue.9">
          {format(result.total)}
        </Text>
        {operator === 'PERCENTAGE' && first && (
          <Text size="sm" c="dimmed">
            {t('card.shareOf', { group: labelOf(first) })}
          </Text>
        )}
      </Stack>
    );
  }

  const segments = result.groups.map((group, index) => ({
    name: labelOf(group),
    value: group.figure ?? 0,
    color: ringColor(index),
    figure: group.figure,
  }));
  const drawn = segments.filter((segment) => segment.value > 0);
  const size = compact ? 120 : 160;
  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Box w={size} h={size} style={{ flexShrink: 0 }}>
        {drawn.length === 0 ? (
          <Stack h="100%" justify="center" align="center">
            <Text size="sm" c="dimmed" ta="center">
              {t('card.noRecords')}
            </Text>
          </Stack>
        ) : (
          <RingChart
            segments={drawn.map(({ name, value, color }) => ({ name, value, color }))}
            label={operator === 'PERCENTAGE' ? '' : format(result.total)}
            size={size}
            ariaLabel={title}
            valueFormatter={(value) => format(value)}
          />
        )}
      </Box>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none', minWidth: 0 }}>
        {segments.map((segment) => (
          <Group key={segment.name} component="li" gap="xs" wrap="nowrap">
            <ColorSwatch color={getThemeColor(segment.color, theme)} size={12} withShadow={false} />
            <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
              {segment.name}
            </Text>
            <Text size="sm" fw={600} ml="auto">
              {format(segment.figure)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
