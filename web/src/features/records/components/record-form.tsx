import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { Collect } from '@shared/contract/collect.schema';
import { validationIssueSchema } from '@shared/contract/error.schema';
import type { CollectRecord } from '@shared/contract/record.schema';
import type { RecordValues } from '@shared/contract/record-validation';
import { IconRefresh } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormErrorAlert } from '@/components/form-error-alert';
import { RecordFieldController } from '@/components/fields/record-field-controller';
import { useRecordForm } from '@/components/fields/use-record-form';
import { isApiError } from '@/lib/api-error';
import { useLocale } from '@/lib/i18n/use-locale';
import { canReachServer, isNoAnswer } from '@/lib/outbox/connection';
import { useOutboxStore } from '@/lib/outbox/outbox-context';
import { OUTBOX_FILES_CAP_BYTES } from '@/lib/outbox/outbox-entry';
import { OutboxFullError } from '@/lib/outbox/outbox-store';
import { holdFile, queueRecord, uploadHeldFiles, type HeldFile } from '@/lib/outbox/queue-record';
import { useApi } from '@/lib/services';
import { useCurrentUser } from '@/lib/session/get-current-user';
import { useCreateRecord } from '../api/create-record';
import { useUpdateRecord } from '../api/update-record';
import { uploadFieldContent } from '../api/upload-field-content';
import { newRecordId } from '../utils/record-id';
import { recordTitle } from '../utils/record-title';

interface RecordFormProps {
  programId: string;
  collect: Collect;
  /** The record to edit; none adds one. */
  record?: CollectRecord | undefined;
  onSaved: (record: CollectRecord) => void;
  /** Saved on the device (no connection): the outbox sends it later. */
  onQueued: () => void;
  onCancel: () => void;
  /** Edit: fetch the record again after someone else changed it. */
  onReload?: () => void;
}

const issuesSchema = z.object({ issues: z.array(validationIssueSchema) });
const FIELD_PATH = /^fields\.([^.]+)/;

/** The fields a 400 names (`fields.<variable>`), with the engine's message for each. */
function fieldIssues(error: unknown): { variable: string; message: string }[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const parsed = issuesSchema.safeParse(error.details);
  if (!parsed.success) return [];
  return parsed.data.issues.flatMap((issue) => {
    const variable = FIELD_PATH.exec(issue.path)?.[1];
    return variable ? [{ variable, message: issue.message }] : [];
  });
}

/**
 * A record's form: every field of the model with its input, checked in the browser by the same
 * engine as the api; the api's refusals are put on the fields they name. A new record carries
 * an id chosen here, so that a double submit or a retry creates it once.
 */
export function RecordForm({
  programId,
  collect,
  record,
  onSaved,
  onQueued,
  onCancel,
  onReload,
}: RecordFormProps) {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const api = useApi();
  const create = useCreateRecord();
  const update = useUpdateRecord();
  const [recordId] = useState(() => record?._id ?? newRecordId());
  const sending = useRef(false);
  const outbox = useOutboxStore();
  const uid = useCurrentUser()._id;
  // Files picked without a connection, by the placeholder their field holds until sent.
  const held = useRef(new Map<string, HeldFile>());
  const form = useRecordForm({ fields: collect.fields, locale, record: record?.fields });
  const { isDirty } = form;
  const guard = useUnsavedChangesGuard(() => isDirty, {
    title: t('form.leaveTitle'),
    body: t('form.leaveText'),
    leave: t('form.leave'),
  });
  const save = record ? update : create;
  const conflict = record && isApiError(update.error) && update.error.status === 409;

  /**
   * No connection (or no answer): the record goes to the outbox with its id, its files and the
   * version an edit was made from, and is sent when the connection returns (issue 16).
   */
  async function keepOnDevice(fields: RecordValues) {
    const stored = Object.fromEntries(
      Object.entries(fields).map(([variable, value]) => [variable, value ?? null]),
    );
    try {
      await queueRecord(outbox, {
        uid,
        kind: record ? 'update' : 'create',
        record_id: recordId,
        program_id: programId,
        collect,
        label: recordTitle(collect.fields, { fields: stored }, locale) ?? null,
        fields,
        base: record?.fields ?? null,
        version: record?.version ?? null,
        held: held.current,
      });
    } catch {
      notifications.show({ color: 'red', message: t('form.queueFailed') });
      return;
    }
    guard.allow();
    save.reset();
    notifications.show({ color: 'blue', message: t('form.queued') });
    onQueued();
  }

  const storeFile = async (variable: string, file: File) =>
    (await uploadFieldContent(api, { collectId: collect._id, variable, file })).url;

  async function send(fields: RecordValues) {
    // A second click while the first is on its way sends nothing (the id would make it
    // harmless anyway, but one request is what the user asked for).
    if (sending.current) return;
    sending.current = true;
    try {
      if (!canReachServer()) {
        await keepOnDevice(fields);
        return;
      }
      const ready = await uploadHeldFiles(fields, held.current, storeFile);
      const saved = record
        ? await update.mutateAsync({
            programId,
            collectId: collect._id,
            recordId,
            fields: ready,
            version: record.version,
          })
        : await create.mutateAsync({ programId, collectId: collect._id, recordId, fields: ready });
      guard.allow();
      notifications.show({ color: 'teal', message: t(record ? 'form.saved' : 'form.created') });
      onSaved(saved);
    } catch (error) {
      if (isNoAnswer(error)) {
        await keepOnDevice(fields);
        return;
      }
      for (const issue of fieldIssues(error)) {
        form.setError(issue.variable, issue.message);
      }
    } finally {
      sending.current = false;
    }
  }

  /** A file goes up at once; without a connection it waits in the form, then in the outbox. */
  const upload = (variable: string) => async (file: File) => {
    try {
      if (canReachServer()) return await storeFile(variable, file);
    } catch (error) {
      if (!isNoAnswer(error)) throw error;
    }
    try {
      return await holdFile(outbox, held.current, variable, file);
    } catch (error) {
      if (error instanceof OutboxFullError) {
        const megabytes = Math.round(OUTBOX_FILES_CAP_BYTES / (1024 * 1024));
        notifications.show({ color: 'red', message: t('form.outboxFull', { megabytes }) });
      }
      throw error;
    }
  };

  let failure: string | null = null;
  if (save.error && !conflict) {
    failure = fieldIssues(save.error).length > 0 ? t('form.invalid') : t('form.error');
  }

  return (
    <Card maw={760}>
      <form onSubmit={(event) => form.handleSubmit(send)(event)} noValidate>
        <Stack gap="md">
          {collect.fields.map((field) => (
            <RecordFieldController
              key={field.variable}
              form={form}
              field={field}
              locale={locale}
              disabled={save.isPending}
              onUpload={field.input_method === 'FILE_UPLOAD' ? upload(field.variable) : undefined}
            />
          ))}
          {conflict && (
            <Alert color="orange" variant="light" role="alert">
              <Stack gap="xs" align="flex-start">
                {t('form.conflict')}
                {onReload && (
                  <Button
                    size="compact-sm"
                    variant="white"
                    leftSection={<IconRefresh size={14} />}
                    onClick={onReload}
                  >
                    {t('form.reload')}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          <FormErrorAlert message={failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {record ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      {guard.prompt}
    </Card>
  );
}
