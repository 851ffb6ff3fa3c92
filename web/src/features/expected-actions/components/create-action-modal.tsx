import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { createExpectedActionRequestSchema } from '@shared/contract/expected-action.schema';
import { ROLES } from '@shared/contract/user.schema';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { Select } from '@/components/select';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useFocusReturn } from '@/components/use-focus-return';
import { fieldsNamed, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useLocale } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { useMembers } from '@/lib/program/get-members';
import { useProgramCollects } from '@/lib/program/get-program-collects';
import { useCreateAction } from '../api/create-action';

type ActionFormInput = z.input<typeof createExpectedActionRequestSchema>;
type ActionFormValues = z.output<typeof createExpectedActionRequestSchema>;
const ACTION_FIELDS = fieldsNamed<ActionFormInput>([
  'title',
  'description',
  'assignee.user_id',
  'due_date',
  'collect_id',
]);

/** A manager asks something of a member, or of everyone holding a role in the program. */
export function CreateActionModal({
  programId,
  onClose,
}: {
  programId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('actions');
  useFocusReturn();
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const members = useMembers(programId, { page: 1, keywords: search.trim() || undefined });
  const collects = useProgramCollects(programId);
  const create = useCreateAction();
  const form = useForm<ActionFormInput, unknown, ActionFormValues>({
    resolver: zodResolver(createExpectedActionRequestSchema),
    defaultValues: {
      title: '',
      description: '',
      assignee: { type: 'USER', user_id: '' },
      due_date: null,
      collect_id: null,
    },
  });
  const { errors } = form.formState;
  const memberOptions = (members.data?.members ?? []).map((member) => ({
    value: member.user_id,
    label: `${member.first_name} ${member.last_name}`.trim() || member.email,
  }));

  const onSubmit = form.handleSubmit(async (values) => {
    const onError = (error: unknown) => setServerFieldErrors(error, form.setError, ACTION_FIELDS);
    const request = { ...values, description: values.description || null };
    const action = await create.mutateAsync({ programId, request }, { onError });
    notifications.show({ color: 'teal', message: t('create.created', { title: action.title }) });
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={t('create.title')} size="lg" centered>
      <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('create.fieldTitle')}
            withAsterisk
            data-autofocus
            error={errors.title ? t('create.titleError') : null}
            {...form.register('title')}
          />
          <Textarea
            label={t('create.description')}
            description={t('create.descriptionHint')}
            autosize
            minRows={2}
            maxRows={6}
            {...form.register('description')}
          />
          <Controller
            control={form.control}
            name="assignee"
            render={({ field }) => (
              <Stack gap="xs">
                <SegmentedControl
                  aria-label={t('create.assigneeType')}
                  data={[
                    { value: 'USER', label: t('create.person') },
                    { value: 'ROLE', label: t('create.role') },
                  ]}
                  value={field.value.type}
                  onChange={(type) =>
                    field.onChange(
                      type === 'ROLE'
                        ? { type: 'ROLE', role: 'COLLECT_SINGLE_CONTRIBUTOR' }
                        : { type: 'USER', user_id: '' },
                    )
                  }
                />
                {field.value.type === 'USER' ? (
                  <Select
                    label={t('create.member')}
                    placeholder={t('create.memberPlaceholder')}
                    withAsterisk
                    searchable
                    searchValue={search}
                    onSearchChange={setSearch}
                    data={memberOptions}
                    value={field.value.user_id || null}
                    onChange={(value) => field.onChange({ type: 'USER', user_id: value ?? '' })}
                    error={errors.assignee ? t('create.memberError') : null}
                  />
                ) : (
                  <Select
                    label={t('create.roleLabel')}
                    data={ROLES.map((role) => ({ value: role, label: t(`common:roles.${role}`) }))}
                    value={field.value.role}
                    onChange={(value) =>
                      field.onChange({
                        type: 'ROLE',
                        role: ROLES.find((role) => role === value) ?? 'COLLECT_SINGLE_CONTRIBUTOR',
                      })
                    }
                    allowDeselect={false}
                  />
                )}
              </Stack>
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label={t('create.dueDate')}
              description={t('create.dueDateHint')}
              {...form.register('due_date', {
                setValueAs: (value: string) => (value === '' ? null : value),
              })}
            />
            <Controller
              control={form.control}
              name="collect_id"
              render={({ field }) => (
                <Select
                  label={t('create.collect')}
                  description={t('create.collectHint')}
                  data={(collects.data ?? []).map((collect) => ({
                    value: collect._id,
                    label: collectTitle(collect, locale),
                  }))}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? null)}
                  clearable
                />
              )}
            />
          </SimpleGrid>
          <FormErrorAlert message={create.error ? t('create.error') : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
