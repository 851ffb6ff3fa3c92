import { ActionIcon, Group } from '@mantine/core';
import type {
  UpdateUserRoleRequest,
  updateUserRoleRequestSchema,
} from '@shared/contract/admin-user.schema';
import { isCollectRole } from '@shared/permissions/roles';
import { IconX } from '@tabler/icons-react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { Select } from '@/components/select';
import { CollectSelect, RoleSelect } from '@/components/role-fields';
import { useProgramCollects } from '@/lib/program/get-program-collects';

export type UserRolesFormInput = z.input<typeof updateUserRoleRequestSchema>;
export type UserRolesForm = UseFormReturn<UserRolesFormInput, unknown, UpdateUserRoleRequest>;

interface RoleEntryRowProps {
  form: UserRolesForm;
  index: number;
  programs: { value: string; label: string }[];
  onRemove: () => void;
}

/** One role: its program, the role, and the collect for contributor roles. */
export function RoleEntryRow({ form, index, programs, onRemove }: RoleEntryRowProps) {
  const { t } = useTranslation('adminUsers');
  const programId = useWatch({ control: form.control, name: `roles.${index}.program_id` });
  const role = useWatch({ control: form.control, name: `roles.${index}.role` });
  const collects = useProgramCollects(programId || undefined);
  const errors = form.formState.errors.roles?.[index];
  const n = index + 1;

  return (
    <Group align="flex-start" gap="xs" wrap="wrap">
      <Controller
        control={form.control}
        name={`roles.${index}.program_id`}
        render={({ field }) => (
          <Select
            aria-label={t('roles.program', { n })}
            placeholder={t('roles.chooseProgram')}
            data={programs}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value ?? '');
              form.setValue(`roles.${index}.collect_id`, undefined);
            }}
            searchable
            error={errors?.program_id ? t('roles.programError') : null}
            style={{ flex: '2 1 180px' }}
          />
        )}
      />
      <div style={{ flex: '1 1 150px' }}>
        <Controller
          control={form.control}
          name={`roles.${index}.role`}
          render={({ field }) => (
            <RoleSelect
              ariaLabel={t('roles.role', { n })}
              value={field.value ?? 'PROGRAM_MANAGER'}
              onChange={(next) => {
                field.onChange(next);
                if (!isCollectRole(next)) form.setValue(`roles.${index}.collect_id`, undefined);
              }}
            />
          )}
        />
      </div>
      {role && isCollectRole(role) && (
        <div style={{ flex: '1 1 150px' }}>
          <Controller
            control={form.control}
            name={`roles.${index}.collect_id`}
            render={({ field }) => (
              <CollectSelect
                ariaLabel={t('roles.collect', { n })}
                value={field.value}
                onChange={field.onChange}
                collects={collects.data}
                error={errors?.collect_id ? t('roles.collectError') : null}
              />
            )}
          />
        </div>
      )}
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        mt={2}
        aria-label={t('roles.remove', { n })}
        onClick={onRemove}
      >
        <IconX size={18} />
      </ActionIcon>
    </Group>
  );
}
