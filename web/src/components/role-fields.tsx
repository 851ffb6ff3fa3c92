import { ROLES, type Role } from '@shared/contract/user.schema';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { useLocale } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import type { CollectSummary } from '@/lib/program/get-program-collects';

interface RoleSelectProps {
  value: Role;
  onChange: (role: Role) => void;
  /** Undefined shows the default label; `ariaLabel` names a field shown without one. */
  label?: string | undefined;
  ariaLabel?: string;
  error?: string | null;
}

export function RoleSelect({ value, onChange, label, ariaLabel, error }: RoleSelectProps) {
  const { t } = useTranslation('members');
  return (
    <Select
      label={label ?? (ariaLabel ? undefined : t('fields.role'))}
      aria-label={ariaLabel}
      data={ROLES.map((role) => ({ value: role, label: t(`common:roles.${role}`) }))}
      value={value}
      onChange={(next) => {
        const role = ROLES.find((candidate) => candidate === next);
        if (role) onChange(role);
      }}
      allowDeselect={false}
      error={error}
    />
  );
}

interface CollectSelectProps {
  value: string | undefined;
  onChange: (collectId: string | undefined) => void;
  collects: readonly CollectSummary[] | undefined;
  label?: string | undefined;
  ariaLabel?: string;
  error?: string | null;
}

/** The collect a contributor role applies to (SPEC §6: contributor roles name one collect). */
export function CollectSelect({
  value,
  onChange,
  collects,
  label,
  ariaLabel,
  error,
}: CollectSelectProps) {
  const { t } = useTranslation('members');
  const locale = useLocale();
  const data = (collects ?? []).map((collect) => ({
    value: collect._id,
    label: collectTitle(collect, locale),
  }));
  return (
    <Select
      label={label ?? (ariaLabel ? undefined : t('fields.collect'))}
      aria-label={ariaLabel}
      placeholder={data.length > 0 ? t('fields.collectPlaceholder') : t('fields.noCollects')}
      data={data}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      disabled={data.length === 0}
      searchable
      error={error}
    />
  );
}
