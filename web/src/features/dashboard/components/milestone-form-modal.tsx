import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { createMilestoneRequestSchema, type Milestone } from '@shared/contract/milestone.schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useFocusReturn } from '@/components/use-focus-return';
import { fieldsNamed, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useLocale } from '@/lib/i18n/use-locale';
import { useSaveMilestone } from '../api/save-milestone';

type MilestoneFormInput = z.input<typeof createMilestoneRequestSchema>;
type MilestoneFormValues = z.output<typeof createMilestoneRequestSchema>;
const MILESTONE_FIELDS = fieldsNamed<MilestoneFormInput>([
  'title_en',
  'title_fr',
  'description',
  'date',
  'completed',
]);

interface MilestoneFormModalProps {
  programId: string;
  /** The milestone to edit; none adds one. */
  milestone?: Milestone | undefined;
  onClose: () => void;
}

/** Titles in English and French, the day, a description, and whether it is reached. */
export function MilestoneFormModal({ programId, milestone, onClose }: MilestoneFormModalProps) {
  const { t } = useTranslation('milestones');
  useFocusReturn();
  const locale = useLocale();
  const save = useSaveMilestone();
  const form = useForm<MilestoneFormInput, unknown, MilestoneFormValues>({
    resolver: zodResolver(createMilestoneRequestSchema),
    defaultValues: {
      title_en: milestone?.title_en ?? '',
      title_fr: milestone?.title_fr ?? '',
      description: milestone?.description ?? '',
      date: milestone?.date ?? '',
      completed: milestone?.completed ?? false,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const request = { ...values, description: values.description || null };
    const onError = (error: unknown) =>
      setServerFieldErrors(error, form.setError, MILESTONE_FIELDS);
    const saved = await save.mutateAsync(
      milestone
        ? { programId, locale, milestoneId: milestone._id, request }
        : { programId, locale, request },
      { onError },
    );
    notifications.show({
      color: 'teal',
      message: t(milestone ? 'form.updated' : 'form.created', { title: saved.title }),
    });
    onClose();
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={milestone ? t('form.editTitle') : t('form.createTitle')}
      size="lg"
      centered
    >
      <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('form.titleEn')}
              withAsterisk
              lang="en"
              data-autofocus
              error={errors.title_en ? t('form.titleError') : null}
              {...form.register('title_en')}
            />
            <TextInput
              label={t('form.titleFr')}
              description={t('form.titleFrHint')}
              lang="fr"
              error={errors.title_fr ? t('form.titleError') : null}
              {...form.register('title_fr')}
            />
          </SimpleGrid>
          {/* The browser's own date input: a calendar day, written YYYY-MM-DD whatever the locale. */}
          <TextInput
            type="date"
            label={t('form.date')}
            withAsterisk
            error={errors.date ? t('form.dateError') : null}
            {...form.register('date')}
          />
          <Textarea
            label={t('form.description')}
            autosize
            minRows={2}
            maxRows={6}
            {...form.register('description')}
          />
          <Checkbox label={t('form.completed')} {...form.register('completed')} />
          <FormErrorAlert message={save.error ? t('form.error') : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {milestone ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
