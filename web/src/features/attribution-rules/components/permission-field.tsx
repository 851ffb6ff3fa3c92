import { Group, Radio } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RuleFormInput, RuleRequest } from '../utils/rule-form-values';

/** READ or WRITE, with the sentence saying that WRITE includes READ. */
export function PermissionField({
  control,
}: {
  control: Control<RuleFormInput, unknown, RuleRequest>;
}) {
  const { t } = useTranslation('rules');
  return (
    <Controller
      control={control}
      name="permission"
      render={({ field }) => (
        <Radio.Group
          label={t('form.permission')}
          description={t('form.permissionHint')}
          value={field.value}
          onChange={(next) => field.onChange(next === 'WRITE' ? 'WRITE' : 'READ')}
          withAsterisk
        >
          <Group gap="lg" mt="xs">
            <Radio value="READ" label={t('form.permissionREAD')} />
            <Radio value="WRITE" label={t('form.permissionWRITE')} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}
