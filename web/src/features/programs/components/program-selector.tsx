import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { Program } from '@shared/contract/program.schema';
import { IconCheck, IconInfoCircle, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ProgramAvatar } from '@/components/program-avatar';
import { useLocalePath } from '@/lib/i18n/use-locale';
import classes from './program-selector.module.css';

interface ProgramSelectorProps {
  programs: Program[];
  current: Program;
  /** The user's role in the current program, already translated. */
  roleLabel: string | null;
  onNavigate?: () => void;
}

/** Switches program and opens its dashboard (SPEC §2). */
export function ProgramSelector({
  programs,
  current,
  roleLabel,
  onNavigate,
}: ProgramSelectorProps) {
  const { t } = useTranslation('programs');
  const navigate = useNavigate();
  const localePath = useLocalePath();

  function open(program: Program) {
    onNavigate?.();
    void navigate(localePath(`/${encodeURIComponent(program._id)}/dashboard`));
  }

  return (
    <Menu position="bottom-start" width="target" shadow="md">
      <Menu.Target>
        <UnstyledButton className={classes.target} aria-label={t('selector.label')}>
          <Group gap="sm" wrap="nowrap">
            <ProgramAvatar program={current} />
            <div className={classes.text}>
              <Text size="sm" fw={600} truncate>
                {current.name}
              </Text>
              {roleLabel && (
                <Text size="xs" c="dimmed" truncate>
                  {roleLabel}
                </Text>
              )}
            </div>
            <IconSelector size={16} className={classes.chevron} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('selector.switch')}</Menu.Label>
        <div className={classes.programs}>
          {programs.map((program) => (
            <Menu.Item
              key={program._id}
              onClick={() => open(program)}
              leftSection={<ProgramAvatar program={program} size={24} />}
              rightSection={program._id === current._id ? <IconCheck size={16} /> : null}
            >
              <Text size="sm" truncate>
                {program.name}
              </Text>
            </Menu.Item>
          ))}
        </div>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={localePath(`/${encodeURIComponent(current._id)}/about`)}
          onClick={onNavigate}
          leftSection={<IconInfoCircle size={16} />}
        >
          {t('selector.about')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
