import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { Member, RoleEditRequest } from '@shared/contract/member.schema';
import { roleEditRequestSchema } from '@shared/contract/member.schema';
import { isCollectRole } from '@shared/permissions/roles';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useFocusReturn } from '@/components/use-focus-return';
import { CollectSelect, RoleSelect } from '@/components/role-fields';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { personName } from '@/lib/format/person-name';
import { fieldsNamed, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import type { CollectSummary } from '@/lib/program/get-program-collects';
import { useEditMemberRole } from '../api/edit-member-role';

type RoleEditInput = z.input<typeof roleEditRequestSchema>;
const ROLE_FIELDS = fieldsNamed<RoleEditInput>(['role', 'collect_id']);

interface RoleEditModalProps {
  programId: string;
  member: Member;
  collects: readonly CollectSummary[] | undefined;
  onClose: () => void;
}

/** Replaces the member's roles in the program with one role (and its collect). */
export function RoleEditModal({ programId, member, collects, onClose }: RoleEditModalProps) {
  const { t } = useTranslation('members');
  useFocusReturn();
  const edit = useEditMemberRole();
  const form = useForm<RoleEditInput, unknown, RoleEditRequest>({
    resolver: zodResolver(roleEditRequestSchema),
    defaultValues: {
      id: member.user_id,
      program_id: programId,
      role: member.role,
      collect_id: member.collect_id,
    },
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    await edit.mutateAsync(values, {
      onError: (error) => setServerFieldErrors(error, form.setError, ROLE_FIELDS),
    });
    notifications.show({
      color: 'teal',
      message: t('roleEdit.saved', { name: personName(member) }),
    });
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={t('roleEdit.title')} centered>
      <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('roleEdit.intro', { name: personName(member), email: member.email })}
          </Text>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <RoleSelect
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  if (!isCollectRole(next)) form.setValue('collect_id', undefined);
                }}
              />
            )}
          />
          {isCollectRole(role) && (
            <Controller
              control={form.control}
              name="collect_id"
              render={({ field }) => (
                <CollectSelect
                  value={field.value}
                  onChange={field.onChange}
                  collects={collects}
                  error={errors.collect_id ? t('errors.collectRequired') : null}
                />
              )}
            />
          )}
          <FormErrorAlert message={edit.error && t(errorMessageKey(edit.error, 'member'))} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={edit.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={edit.isPending}>
              {t('roleEdit.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
