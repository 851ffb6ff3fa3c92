import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { createUserGroupRequestSchema, type UserGroup } from '@shared/contract/user-group.schema';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Select } from '@/components/select';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useFocusReturn } from '@/components/use-focus-return';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { fieldsNamed, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useLocale } from '@/lib/i18n/use-locale';
import { useAllUserGroups } from '@/lib/program/get-all-user-groups';
import { groupName } from '@/lib/program/group-name';
import { useCreateUserGroup } from '../api/create-user-group';
import { useUpdateUserGroup } from '../api/update-user-group';
import { possibleParents } from '../utils/group-tree';

// The contract's create request, without members: they are added on the group's page.
const groupFormSchema = z.pick(createUserGroupRequestSchema, { name: true, parent_id: true });
type GroupFormInput = z.input<typeof groupFormSchema>;
type GroupFormValues = z.output<typeof groupFormSchema>;
const GROUP_FIELDS = fieldsNamed<GroupFormInput>(['name.en', 'name.fr', 'parent_id']);

interface GroupFormModalProps {
  programId: string;
  /** The group to edit; none creates one. */
  group?: UserGroup | undefined;
  /** A new group's parent, when created from a group's page. */
  parentId?: string | null;
  onClose: () => void;
  onSaved?: (group: UserGroup) => void;
}

/** Names in English and French, and the parent: never the group itself nor one below it. */
export function GroupFormModal({
  programId,
  group,
  parentId,
  onClose,
  onSaved,
}: GroupFormModalProps) {
  const { t } = useTranslation('userGroups');
  useFocusReturn();
  const locale = useLocale();
  const all = useAllUserGroups(programId);
  const create = useCreateUserGroup();
  const update = useUpdateUserGroup();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const form = useForm<GroupFormInput, unknown, GroupFormValues>({
    resolver: zodResolver(groupFormSchema),
    defaultValues: {
      name: { en: group?.name.en ?? '', fr: group?.name.fr ?? undefined },
      parent_id: group ? group.parent_id : (parentId ?? null),
    },
  });
  const { errors } = form.formState;
  const parents = possibleParents(group?._id ?? null, all.data ?? []).map((candidate) => ({
    value: candidate._id,
    label: groupName(candidate, locale),
  }));
  // An empty French name takes the English one (the contract's rule).
  const optional = { setValueAs: (value: string) => (value.trim() === '' ? undefined : value) };

  const onError = (error: unknown) => setServerFieldErrors(error, form.setError, GROUP_FIELDS);
  const onSubmit = form.handleSubmit(async ({ name, parent_id }) => {
    const request = { name, parent_id: parent_id ?? null };
    const saved = group
      ? await update.mutateAsync({ programId, groupId: group._id, request }, { onError })
      : await create.mutateAsync({ programId, request }, { onError });
    notifications.show({
      color: 'teal',
      message: t(group ? 'form.updated' : 'form.created', { name: groupName(saved, locale) }),
    });
    onSaved?.(saved);
    onClose();
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={group ? t('form.editTitle') : t('form.createTitle')}
      size="lg"
      centered
    >
      <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('form.nameEn')}
              withAsterisk
              lang="en"
              error={errors.name?.en ? t('form.nameError') : null}
              data-autofocus
              {...form.register('name.en')}
            />
            <TextInput
              label={t('form.nameFr')}
              description={t('form.nameFrHint')}
              lang="fr"
              error={errors.name?.fr ? t('form.nameError') : null}
              {...form.register('name.fr', optional)}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="parent_id"
            render={({ field }) => (
              <Select
                label={t('form.parent')}
                description={t('form.parentHint')}
                placeholder={all.isPending ? t('form.parentsLoading') : t('form.noParent')}
                data={parents}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? null)}
                clearable
                searchable
                nothingFoundMessage={t('form.noParentFound')}
                error={errors.parent_id ? t('form.parentError') : null}
              />
            )}
          />
          <FormErrorAlert message={failure && t(errorMessageKey(failure, 'group'))} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {group ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
