import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { USER_LEVELS } from '@shared/contract/user.schema';
import {
  updateUserRoleRequestSchema,
  type UpdateUserRoleRequest,
  type UserWithPrograms,
} from '@shared/contract/admin-user.schema';
import { mayChangeLevel } from '@shared/permissions/people';
import type { Subject } from '@shared/permissions/roles';
import { IconPlus } from '@tabler/icons-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { FormErrorAlert } from '@/components/form-error-alert';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { fieldsNamed, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { usePrograms } from '@/lib/session/get-programs';
import { useUpdateUserRole } from '../api/update-user-role';
import { programOptions } from '../utils/program-options';
import { RoleEntryRow, type UserRolesFormInput } from './role-entry-row';

interface UserAccessFormProps {
  user: UserWithPrograms;
  subject: Subject;
}

/** A user's level and every role they hold, saved together. */
export function UserAccessForm({ user, subject }: UserAccessFormProps) {
  const { t } = useTranslation('adminUsers');
  const programs = usePrograms();
  const update = useUpdateUserRole();
  const form = useForm<UserRolesFormInput, unknown, UpdateUserRoleRequest>({
    resolver: zodResolver(updateUserRoleRequestSchema),
    defaultValues: { user_id: user._id, level: user.level, roles: user.roles },
  });
  const roles = useFieldArray({ control: form.control, name: 'roles' });
  const { isDirty } = form.formState;
  const options = programOptions(programs, user.programs);

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await update.mutateAsync(values, {
      onError: (error) => {
        // The rows as sent: the API names a refused role by its index (`roles.2.collect_id`).
        const rows = (values.roles ?? []).flatMap(
          (_, row) => [`roles.${row}.program_id`, `roles.${row}.collect_id`] as const,
        );
        setServerFieldErrors(error, form.setError, fieldsNamed<UserRolesFormInput>(rows));
      },
    });
    form.reset({ user_id: saved._id, level: saved.level, roles: saved.roles });
    notifications.show({ color: 'teal', message: t('drawer.saved') });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
      <Stack gap="lg">
        <Controller
          control={form.control}
          name="level"
          render={({ field }) => (
            <Select
              label={t('drawer.level')}
              description={t('drawer.levelHint')}
              data={USER_LEVELS.map((level) => ({
                value: level,
                label: t(`common:roles.${level}`),
                disabled: !mayChangeLevel(subject, user._id, level),
              }))}
              value={field.value ?? user.level}
              onChange={(value) => field.onChange(value ?? user.level)}
              allowDeselect={false}
            />
          )}
        />
        <Stack gap="xs">
          <Title order={3} fz="h5">
            {t('drawer.roles')}
          </Title>
          {roles.fields.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('drawer.noRoles')}
            </Text>
          )}
          {roles.fields.map((row, index) => (
            <RoleEntryRow
              key={row.id}
              form={form}
              index={index}
              programs={options}
              onRemove={() => roles.remove(index)}
            />
          ))}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => roles.append({ program_id: '', role: 'PROGRAM_MANAGER' })}
            >
              {t('drawer.addRole')}
            </Button>
          </Group>
        </Stack>
        <FormErrorAlert message={update.error && t(errorMessageKey(update.error, 'userAccess'))} />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={!isDirty || update.isPending}
            onClick={() => form.reset()}
          >
            {t('drawer.discard')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            {t('drawer.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
