import { ActionIcon, Badge, Box, Code, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Model, ModelField } from '@shared/contract/model.schema';
import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RowAction } from '@/components/row-action';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { useReorderFields } from '../api/reorder-fields';
import { movedBefore } from '../utils/move-field';
import { editFieldPath } from '../utils/model-paths';
import classes from './field-list.module.css';

interface FieldListProps {
  model: Model;
  onDelete: (field: ModelField) => void;
}

/**
 * The model's fields in order. A field moves by dragging it onto another row (HTML5 drag and
 * drop) or with its up and down buttons, which keyboards and screen readers reach.
 */
export function FieldList({ model, onDelete }: FieldListProps) {
  const { t } = useTranslation('models');
  const locale = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const reorder = useReorderFields();
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const ids = model.fields.map((field) => field._id);

  const labelOf = (field: ModelField) => field.label[locale] || field.label.en;

  const move = (field: ModelField, order: readonly string[]) => {
    const position = order.indexOf(field._id) + 1;
    reorder.mutate(
      { modelId: model._id, fieldId: field._id, request: { field_ids: [...order] } },
      {
        onSuccess: () => setAnnouncement(t('fieldList.moved', { label: labelOf(field), position })),
        onError: () => setAnnouncement(t('fieldList.moveFailed')),
      },
    );
  };

  const step = (field: ModelField, by: -1 | 1) => {
    const index = ids.indexOf(field._id);
    const target = ids[index + by];
    if (target) move(field, movedBefore(ids, field._id, target));
  };

  const drop = (event: DragEvent, target: ModelField) => {
    event.preventDefault();
    const source = dragged ?? event.dataTransfer.getData('text/plain');
    setDragged(null);
    setOver(null);
    const field = model.fields.find((candidate) => candidate._id === source);
    if (!field || field._id === target._id) return;
    move(field, movedBefore(ids, field._id, target._id));
  };

  return (
    <>
      <Stack
        component="ol"
        gap={0}
        className={classes.list}
        aria-label={t('fieldList.label', { title: model.title })}
      >
        {model.fields.map((field, index) => {
          const label = labelOf(field);
          return (
            <Box
              component="li"
              key={field._id}
              draggable
              className={classes.row}
              data-over={over === field._id && dragged !== field._id ? true : undefined}
              data-dragged={dragged === field._id ? true : undefined}
              onDragStart={(event: DragEvent) => {
                event.dataTransfer.setData('text/plain', field._id);
                event.dataTransfer.effectAllowed = 'move';
                setDragged(field._id);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
              onDragOver={(event: DragEvent) => {
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(field._id);
              }}
              onDrop={(event: DragEvent) => drop(event, field)}
            >
              <Group gap="sm" wrap="nowrap" align="center">
                <IconGripVertical
                  size={18}
                  className={classes.handle}
                  aria-label={t('fieldList.drag', { label })}
                  role="img"
                />
                <Text size="sm" c="dimmed" w={24} ta="right">
                  {index + 1}
                </Text>
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {label}
                  </Text>
                  <Group gap={6}>
                    <Code>{field.variable}</Code>
                    <Badge variant="light" size="sm">
                      {t(`inputMethods.${field.input_method}`)}
                    </Badge>
                    {field.validation_rules.some((rule) => rule.rule === 'REQUIRED') && (
                      // red.6 on white is 3.3:1; red.9 passes AA (5.5:1) for the small text.
                      <Badge variant="outline" size="sm" color="red.9">
                        {t('fieldList.required')}
                      </Badge>
                    )}
                    {field.options.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {t('fieldList.options', { count: field.options.length })}
                      </Text>
                    )}
                  </Group>
                </Stack>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('fieldList.moveUp', { label })}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => step(field, -1)}
                  >
                    <IconArrowUp size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('fieldList.moveDown', { label })}
                    disabled={index === ids.length - 1 || reorder.isPending}
                    onClick={() => step(field, 1)}
                  >
                    <IconArrowDown size={18} />
                  </ActionIcon>
                  <RowAction
                    label={t('fieldList.edit')}
                    ariaLabel={t('fieldList.editNamed', { label })}
                    icon={<IconPencil size={18} />}
                    onClick={() => void navigate(localePath(editFieldPath(model._id, field._id)))}
                  />
                  <RowAction
                    label={t('fieldList.delete')}
                    ariaLabel={t('fieldList.deleteNamed', { label })}
                    icon={<IconTrash size={18} />}
                    color="red"
                    onClick={() => onDelete(field)}
                  />
                </Group>
              </Group>
            </Box>
          );
        })}
      </Stack>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
