import { Alert, Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { BulkUpdateResponse } from '@shared/contract/bulk-update.schema';
import type { Collect } from '@shared/contract/collect.schema';
import { buildRecordSchema, type FieldValue } from '@shared/contract/record-validation';
import { IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Select } from '@/components/select';
import { FieldDisplay } from '@/components/fields/field-display';
import { FieldInput } from '@/components/fields/field-input';
import { fieldLabel } from '@/components/fields/field-text';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useFocusReturn } from '@/components/use-focus-return';
import { isApiError } from '@/lib/api-error';
import { useIntlLocale, useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { useBulkUpdateRecords } from '../api/bulk-update-records';
import type { GridView } from '../utils/grid-view';
import { numberFormat } from '@/lib/format/intl-formats';

interface BulkEditDialogProps {
  onClose: () => void;
  /** After a change was applied (the selection has served). */
  onApplied: () => void;
  programId: string;
  collect: Collect;
  view: GridView;
  /** The selected records; none: every record of the view. */
  recordIds: readonly string[] | undefined;
  count: number;
}

type Step = 'edit' | 'confirm';

/**
 * "Bulk edit": a field, a value typed in the field's own input and checked by the model's
 * engine, then a confirmation naming how many records change; the answer says how many were
 * updated and which were refused (and why), or links to the task doing it.
 */
export function BulkEditDialog(props: BulkEditDialogProps) {
  const { collect, count } = props;
  const { t } = useTranslation('records');
  const locale = useLocale();
  const intlLocale = useIntlLocale();
  const localePath = useLocalePath();
  const updating = useBulkUpdateRecords();
  const [variable, setVariable] = useState<string | null>(null);
  const [value, setValue] = useState<FieldValue | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [step, setStep] = useState<Step>('edit');
  const [answer, setAnswer] = useState<BulkUpdateResponse | null>(null);
  useFocusReturn(true);

  const format = (n: number) => numberFormat(intlLocale).format(n);
  // Files are uploaded one record at a time; every other input can set many records at once.
  const editable = collect.fields.filter((field) => field.input_method !== 'FILE_UPLOAD');
  const field = editable.find((candidate) => candidate.variable === variable);

  function check() {
    if (!field) return;
    const parsed = buildRecordSchema([field], locale, { partial: true }).safeParse({
      [field.variable]: value,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    setStep('confirm');
  }

  async function apply() {
    if (!field) return;
    const result = await updating.mutateAsync({
      programId: props.programId,
      collectId: collect._id,
      fields: { [field.variable]: value },
      recordIds: props.recordIds,
      view: props.view,
    });
    setAnswer(result);
    props.onApplied();
  }

  const error = updating.error;
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('bulk.title', { count, formatted: format(count) })}
      centered
    >
      {answer ? (
        <Stack gap="md">
          {'task' in answer ? (
            <Alert color="blue" variant="light" icon={<IconHourglass size={18} />} role="status">
              {t('bulk.taskStarted')}{' '}
              <Anchor component={Link} to={localePath(`/${props.programId}/tasks`)}>
                {t('bulk.followTask')}
              </Anchor>
            </Alert>
          ) : (
            <>
              <Text role="status">
                {[
                  t('bulk.updated', { count: answer.updated, formatted: format(answer.updated) }),
                  answer.unchanged > 0 &&
                    t('bulk.unchanged', {
                      count: answer.unchanged,
                      formatted: format(answer.unchanged),
                    }),
                  answer.rejected > 0 &&
                    t('bulk.rejected', {
                      count: answer.rejected,
                      formatted: format(answer.rejected),
                    }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {answer.rejections.length > 0 && (
                <List size="sm" aria-label={t('bulk.rejections')}>
                  {answer.rejections.map((rejection) => (
                    <List.Item key={rejection._id}>
                      {rejection._id}: {rejection.reason}
                    </List.Item>
                  ))}
                </List>
              )}
            </>
          )}
          <Group justify="flex-end">
            <Button onClick={props.onClose}>{t('bulk.close')}</Button>
          </Group>
        </Stack>
      ) : step === 'edit' ? (
        <Stack gap="md">
          <Select
            label={t('bulk.field')}
            placeholder={t('bulk.chooseField')}
            data={editable.map((candidate) => ({
              value: candidate.variable,
              label: fieldLabel(candidate, locale),
            }))}
            value={variable}
            onChange={(next) => {
              setVariable(next);
              setValue(null);
              setProblem(undefined);
            }}
            searchable
            comboboxProps={{ withinPortal: false, keepMounted: false }}
          />
          {field && (
            <FieldInput
              key={field.variable}
              field={field}
              value={value}
              onChange={setValue}
              locale={locale}
              {...(problem ? { error: problem } : {})}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('bulk.cancel')}
            </Button>
            <Button onClick={check} disabled={!field}>
              {t('bulk.next')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>
            {t('bulk.confirm', {
              count,
              formatted: format(count),
              field: field ? fieldLabel(field, locale) : '',
            })}
          </Text>
          {field && (
            <Text fw={600} component="div">
              {value === null ? (
                t('bulk.emptyValue')
              ) : (
                <FieldDisplay field={field} value={value} locale={locale} />
              )}
            </Text>
          )}
          <FormErrorAlert
            message={
              error && (isApiError(error) && error.status === 400 ? error.message : t('bulk.error'))
            }
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep('edit')}>
              {t('bulk.back')}
            </Button>
            <Button
              onClick={() => void apply().catch(() => undefined)}
              loading={updating.isPending}
            >
              {t('bulk.apply', { count, formatted: format(count) })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
