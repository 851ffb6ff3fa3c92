import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, Modal, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { Reminder } from '@shared/contract/reminder.schema';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useFocusReturn } from '@/components/use-focus-return';
import { SERVER_FIELD_ERROR, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useSaveReminder } from '../api/save-reminder';
import {
  formFieldOf,
  reminderFormDefaults,
  reminderFormSchema,
  reminderRequestOf,
  type ReminderFormField,
  type ReminderFormValues,
} from '../utils/reminder-form-values';
import { FiguresFields } from './figures-fields';
import { RecipientsFields } from './recipients-fields';
import { ScheduleFields } from './schedule-fields';

interface ReminderFormModalProps {
  programId: string;
  /** The reminder to change; none schedules a new one. */
  reminder?: Reminder | undefined;
  onClose: () => void;
}

/** Schedule, recipients, message and figures of one reminder, in a dialog over the list. */
export function ReminderFormModal({ programId, reminder, onClose }: ReminderFormModalProps) {
  const { t } = useTranslation('reminders');
  useFocusReturn(true);
  const save = useSaveReminder();
  const defaults = useMemo(() => reminderFormDefaults(reminder), [reminder]);
  const form = useForm<ReminderFormValues>({
    resolver: zodResolver(reminderFormSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;

  const errorText = (name: ReminderFormField) => {
    const error = errors[name];
    if (!error) return undefined;
    if (error.type === SERVER_FIELD_ERROR && error.message) return t(error.message);
    return t(`form.errors.${error.message || name}`);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    await save.mutateAsync(
      { programId, reminderId: reminder?._id, request: reminderRequestOf(values) },
      {
        onError: (error) =>
          setServerFieldErrors(
            error,
            form.setError,
            formFieldOf,
            (issue) => `form.serverErrors.${formFieldOf(issue.path) ?? 'field'}`,
          ),
      },
    );
    notifications.show({ color: 'teal', message: t(reminder ? 'form.updated' : 'form.created') });
    onClose();
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={reminder ? t('form.editTitle') : t('form.createTitle')}
      size="lg"
    >
      <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
        <Stack gap="md">
          <ScheduleFields control={form.control} errorText={errorText} />
          <Divider />
          <RecipientsFields
            programId={programId}
            control={form.control}
            reminder={reminder}
            errorText={errorText}
          />
          <Divider />
          <TextInput
            label={t('form.subject')}
            withAsterisk
            {...form.register('subject')}
            error={errorText('subject')}
          />
          <Textarea
            label={t('form.message')}
            description={t('form.messageHint')}
            withAsterisk
            autosize
            minRows={4}
            {...form.register('message')}
            error={errorText('message')}
          />
          <FiguresFields
            programId={programId}
            control={form.control}
            setValue={form.setValue}
            errorText={errorText}
          />
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <Switch
                label={t('form.active')}
                description={t('form.activeHint')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <FormErrorAlert message={save.error && !errorsNamed(errors) ? t('form.failed') : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {reminder ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Whether the form shows field errors already (then the general alert would repeat them). */
function errorsNamed(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
