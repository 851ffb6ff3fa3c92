import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Member, RoleEditRequest } from '@shared/contract/member.schema';
import { roleEditRequestSchema } from '@shared/contract/member.schema';
import { isCollectRole } from '@shared/permissions/roles';
import { IconAlertCircle } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CollectSelect, RoleSelect } from '@/components/role-fields';
import { personName } from '@/lib/format/person-name';
import type { CollectSummary } from '@/lib/program/get-program-collects';
import { useEditMemberRole } from '../api/edit-member-role';
import { memberErrorKey } from '../utils/member-error-key';

interface RoleEditModalProps {
  programId: string;
  member: Member;
  collects: readonly CollectSummary[] | undefined;
  onClose: () => void;
}

/** Replaces the member's roles in the program with one role (and its collect). */
export function RoleEditModal({ programId, member, collects, onClose }: RoleEditModalProps) {
  const { t } = useTranslation('members');
  const edit = useEditMemberRole();
  const form = useForm<z.input<typeof roleEditRequestSchema>, unknown, RoleEditRequest>({
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
    await edit.mutateAsync(values);
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
          {edit.error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {t(memberErrorKey(edit.error))}
            </Alert>
          )}
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
