import { Menu, Text } from '@mantine/core';
import type { Program } from '@shared/contract/program.schema';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFocusHandoff, type DeferredMenuState } from '@/components/deferred-menu';
import { ProgramAvatar } from '@/components/program-avatar';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { ProgramSelectorButton } from './program-selector-button';
import type { ProgramSelectorProps } from './program-selector';
import classes from './program-selector.module.css';

/** The programs to switch to, and the current one's about page. */
export function ProgramSelectorMenu({
  programs,
  current,
  roleLabel,
  onNavigate,
  opened,
  focused,
}: ProgramSelectorProps & DeferredMenuState) {
  const { t } = useTranslation('programs');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const button = useRef<HTMLButtonElement>(null);
  useFocusHandoff(focused, button);

  function open(program: Program) {
    onNavigate?.();
    void navigate(localePath(`/${encodeURIComponent(program._id)}/dashboard`));
  }

  return (
    <Menu position="bottom-start" width="target" shadow="md" defaultOpened={opened}>
      <Menu.Target>
        <ProgramSelectorButton ref={button} current={current} roleLabel={roleLabel} />
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
