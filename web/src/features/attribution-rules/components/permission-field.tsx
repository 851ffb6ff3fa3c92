import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RuleFormState } from '../utils/rule-form-values';

/** READ or WRITE, with the sentence saying that WRITE includes READ. */
export function PermissionField({ form }: { form: RuleFormState }) {
  const { t } = useTranslation('rules');
  return (
    <Radio.Group
      label={t('form.permission')}
      description={t('form.permissionHint')}
      value={form.values.permission}
      onChange={(next) => form.set('permission', next === 'WRITE' ? 'WRITE' : 'READ')}
      withAsterisk
    >
      <Group gap="lg" mt="xs">
        <Radio value="READ" label={t('form.permissionREAD')} />
        <Radio value="WRITE" label={t('form.permissionWRITE')} />
      </Group>
    </Radio.Group>
  );
}
