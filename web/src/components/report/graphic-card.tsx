import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ComputedGraphic } from '@shared/contract/report.schema';
import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RowAction } from '@/components/row-action';
import { abbreviateNumber } from '@/lib/format/abbreviate-number';
import { useIntlLocale, useLocale } from '@/lib/i18n/use-locale';
import { GraphicFigure } from '@/components/report/graphic-figure';

/** What an editor can do with a card; none for readers. */
export interface CardActions {
  onEdit: () => void;
  onDelete: () => void;
  /** Absent at the start (up) or the end (down) of the report. */
  onMoveUp?: (() => void) | undefined;
  onMoveDown?: (() => void) | undefined;
  /** Drag and drop between cards (the buttons above do the same from the keyboard). */
  drag: {
    onDragStart: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
    onDragEnd: () => void;
    dragging: boolean;
  };
}

interface GraphicCardProps {
  graphic: ComputedGraphic;
  actions?: CardActions | undefined;
  compact?: boolean;
}

export function graphicTitle(graphic: ComputedGraphic, locale: 'en' | 'fr'): string {
  return graphic.title[locale] || graphic.title.en;
}

/** One graphic of the report: its title, what it counts, and its chart or number. */
export function GraphicCard({ graphic, actions, compact = false }: GraphicCardProps) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const intlLocale = useIntlLocale();
  const title = graphicTitle(graphic, locale);
  const { result } = graphic;
  const drag = actions?.drag;

  return (
    <Card
      withBorder
      padding="lg"
      draggable={Boolean(drag)}
      onDragStart={drag?.onDragStart}
      onDragOver={drag?.onDragOver}
      onDrop={drag?.onDrop}
      onDragEnd={drag?.onDragEnd}
      style={{ opacity: drag?.dragging ? 0.5 : 1 }}
      aria-label={title}
      component="section"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            {drag && (
              <IconGripVertical
                size={18}
                aria-hidden
                style={{ cursor: 'grab', flexShrink: 0, color: 'var(--mantine-color-gray-6)' }}
              />
            )}
            <div style={{ minWidth: 0 }}>
              <Title order={3} fz="h4" lineClamp={2}>
                {title}
              </Title>
              <Text size="xs" c="dimmed">
                {t(`operators.${graphic.groupingOperator}`)}
                {result &&
                  ` · ${t('card.records', {
                    count: result.records,
                    formatted: abbreviateNumber(result.records, intlLocale),
                  })}`}
              </Text>
            </div>
          </Group>
          {actions && (
            <Group gap={0} wrap="nowrap">
              {actions.onMoveUp && (
                <RowAction
                  label={t('card.moveUp', { title })}
                  ariaLabel={t('card.moveUp', { title })}
                  icon={<IconArrowUp size={16} />}
                  onClick={actions.onMoveUp}
                />
              )}
              {actions.onMoveDown && (
                <RowAction
                  label={t('card.moveDown', { title })}
                  ariaLabel={t('card.moveDown', { title })}
                  icon={<IconArrowDown size={16} />}
                  onClick={actions.onMoveDown}
                />
              )}
              <RowAction
                label={t('card.edit', { title })}
                ariaLabel={t('card.edit', { title })}
                icon={<IconPencil size={16} />}
                onClick={actions.onEdit}
              />
              <RowAction
                label={t('card.delete', { title })}
                ariaLabel={t('card.delete', { title })}
                icon={<IconTrash size={16} />}
                color="red.8"
                onClick={actions.onDelete}
              />
            </Group>
          )}
        </Group>
        {result ? (
          <GraphicFigure
            type={graphic.type}
            operator={graphic.groupingOperator}
            result={result}
            title={title}
            compact={compact}
          />
        ) : (
          <Alert color="gray" variant="light">
            {t('card.problem', { problem: graphic.problem ?? '' })}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
