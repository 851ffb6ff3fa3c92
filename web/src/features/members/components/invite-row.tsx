import { ActionIcon, Group, TextInput } from '@mantine/core';
import type {
  InviteUsersRequest,
  inviteUsersRequestSchema,
} from '@shared/contract/invitation.schema';
import { emailSchema } from '@shared/contract/user.schema';
import { isCollectRole } from '@shared/permissions/roles';
import { IconX } from '@tabler/icons-react';
import { Controller, type FieldError, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { Select } from '@/components/select';
import { CollectSelect, RoleSelect } from '@/components/role-fields';
import { SERVER_FIELD_ERROR } from '@/lib/forms/server-field-errors';
import type { CollectSummary } from '@/lib/program/get-program-collects';

export type InviteFormInput = z.input<typeof inviteUsersRequestSchema>;
export type InviteForm = UseFormReturn<InviteFormInput, unknown, InviteUsersRequest>;

interface InviteRowProps {
  form: InviteForm;
  index: number;
  collects: readonly CollectSummary[] | undefined;
  groups: { value: string; label: string }[];
  onRemove: (() => void) | null;
  /** Several addresses pasted into the e-mail field become rows. */
  onPasteMany: (text: string) => boolean;
}

/** One person to invite: address, role, its collect for contributors, an optional group. */
export function InviteRow({
  form,
  index,
  collects,
  groups,
  onRemove,
  onPasteMany,
}: InviteRowProps) {
  const { t } = useTranslation('members');
  const errors = form.formState.errors.invitations?.[index];
  const role = useWatch({ control: form.control, name: `invitations.${index}.role` });
  const email = useWatch({ control: form.control, name: `invitations.${index}.email` });
  const n = index + 1;
  // Labels above the first row only; every field keeps a numbered accessible name.
  const first = index === 0;

  const message = (error: FieldError | undefined, fallback: string) => {
    if (!error) return null;
    return t(error.type === SERVER_FIELD_ERROR && error.message ? error.message : fallback);
  };
  // The contract refuses an address listed twice on a valid address.
  const emailFallback = emailSchema.safeParse(email).success
    ? 'invite.issues.duplicate'
    : 'invite.issues.email';

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <TextInput
        label={first ? t('invite.emailLabel') : undefined}
        aria-label={t('invite.email', { n })}
        type="email"
        placeholder="name@example.org"
        autoComplete="off"
        style={{ flex: '2 1 220px' }}
        error={message(errors?.email, emailFallback)}
        onPaste={(event) => {
          if (onPasteMany(event.clipboardData.getData('text'))) event.preventDefault();
        }}
        {...form.register(`invitations.${index}.email`)}
      />
      <div style={{ flex: '1 1 170px' }}>
        <Controller
          control={form.control}
          name={`invitations.${index}.role`}
          render={({ field }) => (
            <RoleSelect
              label={first ? t('invite.roleLabel') : undefined}
              ariaLabel={t('invite.role', { n })}
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                if (!isCollectRole(next)) {
                  form.setValue(`invitations.${index}.collect_id`, undefined);
                }
              }}
            />
          )}
        />
      </div>
      {isCollectRole(role) && (
        <div style={{ flex: '1 1 170px' }}>
          <Controller
            control={form.control}
            name={`invitations.${index}.collect_id`}
            render={({ field }) => (
              <CollectSelect
                label={first ? t('invite.collectLabel') : undefined}
                ariaLabel={t('invite.collect', { n })}
                value={field.value}
                onChange={field.onChange}
                collects={collects}
                error={message(errors?.collect_id, 'invite.issues.collectRequired')}
              />
            )}
          />
        </div>
      )}
      <div style={{ flex: '1 1 170px' }}>
        <Controller
          control={form.control}
          name={`invitations.${index}.user_group_id`}
          render={({ field }) => (
            <Select
              label={first ? t('invite.groupLabel') : undefined}
              aria-label={t('invite.group', { n })}
              placeholder={t('invite.noGroup')}
              data={groups}
              value={field.value ?? null}
              onChange={(next) => field.onChange(next ?? undefined)}
              clearable
              searchable
              error={message(errors?.user_group_id, 'invite.issues.group')}
            />
          )}
        />
      </div>
      <ActionIcon
        variant="subtle"
        color="gray"
        mt={first ? 28 : 4}
        size="lg"
        aria-label={t('invite.removeRow', { n })}
        disabled={!onRemove}
        onClick={() => onRemove?.()}
      >
        <IconX size={18} />
      </ActionIcon>
    </Group>
  );
}
