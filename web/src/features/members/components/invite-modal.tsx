import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { INVITATIONS_PER_CALL_MAX } from '@shared/constants';
import { LOCALES, type Locale } from '@shared/contract/locales';
import type { Role } from '@shared/contract/user.schema';
import {
  inviteUsersRequestSchema,
  type InviteUsersRequest,
} from '@shared/contract/invitation.schema';
import { IconClipboardList, IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useFocusReturn } from '@/components/use-focus-return';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { SERVER_FIELD_ERROR } from '@/lib/forms/server-field-errors';
import { useLocale } from '@/lib/i18n/use-locale';
import { useAllUserGroups } from '@/lib/program/get-all-user-groups';
import { useProgramCollects } from '@/lib/program/get-program-collects';
import { groupName } from '@/lib/program/group-name';
import { useInviteUsers } from '../api/invite-users';
import { invitationRowIssues } from '../utils/invitation-issues';
import { withPastedEmails, type InviteRowValues } from '../utils/invite-rows';
import { parseEmails } from '../utils/parse-emails';
import { useSentEmailsNotice } from '../utils/use-sent-emails-notice';
import { InviteRow, type InviteFormInput } from './invite-row';
import { PasteEmails } from './paste-emails';

interface InviteModalProps {
  programId: string;
  programName: string;
  onClose: () => void;
  /** After sending: show the invitations. */
  onSent: () => void;
}

export function InviteModal({ programId, programName, onClose, onSent }: InviteModalProps) {
  const { t } = useTranslation('members');
  useFocusReturn();
  const locale = useLocale();
  const collects = useProgramCollects(programId);
  const groups = useAllUserGroups(programId);
  const invite = useInviteUsers();
  const showSent = useSentEmailsNotice();
  const [lang, setLang] = useState<Locale>(locale);
  const [pasting, setPasting] = useState(false);
  // Least privilege when it can be valid: a contributor role needs a collect to name.
  const defaultRole: Role = collects.data?.length
    ? 'COLLECT_SINGLE_CONTRIBUTOR'
    : 'PROGRAM_MANAGER';
  const emptyRow = (): InviteRowValues => ({
    email: '',
    role: defaultRole,
    collect_id: collects.data?.length === 1 ? collects.data[0]?._id : undefined,
  });
  const form = useForm<InviteFormInput, unknown, InviteUsersRequest>({
    resolver: zodResolver(inviteUsersRequestSchema),
    defaultValues: { invitations: [emptyRow()] },
  });
  const rows = useFieldArray({ control: form.control, name: 'invitations' });
  const groupOptions = (groups.data ?? []).map((group) => ({
    value: group._id,
    label: groupName(group, locale),
  }));
  const full = rows.fields.length >= INVITATIONS_PER_CALL_MAX;

  function addEmails(emails: string[]) {
    const next = withPastedEmails(form.getValues('invitations'), emails);
    rows.replace(next.length > 0 ? next : [emptyRow()]);
    setPasting(false);
  }

  function pasteMany(text: string): boolean {
    const emails = parseEmails(text);
    if (emails.length < 2) return false;
    addEmails(emails);
    return true;
  }

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      const sent = await invite.mutateAsync({ programId, lang, request });
      showSent(t('invite.sent', { count: sent.length, program: programName }), sent);
      onSent();
      onClose();
    } catch (error) {
      for (const issue of invitationRowIssues(error)) {
        form.setError(`invitations.${issue.index}.${issue.field}`, {
          type: SERVER_FIELD_ERROR,
          message: issue.key,
        });
      }
    }
  });

  const failed = invite.error;
  return (
    <Modal opened onClose={onClose} title={t('invite.title', { program: programName })} size="xl">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('invite.intro')}
          </Text>
          <FormErrorAlert message={failed && t(errorMessageKey(failed, 'invite'))} />
          <Stack gap="sm">
            {rows.fields.map((row, index) => (
              <InviteRow
                key={row.id}
                form={form}
                index={index}
                collects={collects.data}
                groups={groupOptions}
                onRemove={rows.fields.length > 1 ? () => rows.remove(index) : null}
                onPasteMany={pasteMany}
              />
            ))}
          </Stack>
          {pasting ? (
            <PasteEmails onAdd={addEmails} onCancel={() => setPasting(false)} />
          ) : (
            <Group gap="xs">
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                disabled={full}
                onClick={() => {
                  const last = form.getValues('invitations').at(-1);
                  rows.append({ ...(last ?? emptyRow()), email: '' });
                }}
              >
                {t('invite.addRow')}
              </Button>
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconClipboardList size={14} />}
                disabled={full}
                onClick={() => setPasting(true)}
              >
                {t('invite.paste')}
              </Button>
            </Group>
          )}
          <Divider />
          <Group justify="space-between" align="flex-end" gap="sm">
            <Select
              label={t('invite.language')}
              description={t('invite.languageHint')}
              data={LOCALES.map((value) => ({ value, label: t(`common:language.${value}`) }))}
              value={lang}
              onChange={(value) =>
                setLang(LOCALES.find((candidate) => candidate === value) ?? lang)
              }
              allowDeselect={false}
              w={240}
            />
            <Group gap="sm">
              <Button variant="default" onClick={onClose} disabled={invite.isPending}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" leftSection={<IconSend size={16} />} loading={invite.isPending}>
                {t('invite.submit', { count: rows.fields.length })}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
