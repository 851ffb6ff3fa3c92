import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockX, IconLinkOff, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@/lib/i18n/use-locale';
import type { LinkProblem } from '../../utils/link-problem';

const ICONS = { unknown: IconLinkOff, expired: IconClockX, used: IconMailCheck } as const;

/** A registration link that cannot be used: what happened and what to do now. */
export function LinkProblemNotice({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation('auth');
  const localePath = useLocalePath();
  const Icon = ICONS[problem];
  return (
    <Stack gap="md" align="flex-start">
      <ThemeIcon
        size={56}
        radius="xl"
        variant="light"
        color={problem === 'used' ? 'teal' : 'orange'}
      >
        <Icon size={28} />
      </ThemeIcon>
      <Title order={1} fz={28}>
        {t(`registration.${problem}.title`)}
      </Title>
      <Text c="dimmed">{t(`registration.${problem}.description`)}</Text>
      <Button
        component={Link}
        to={localePath('/login')}
        variant={problem === 'used' ? 'filled' : 'light'}
      >
        {t('registration.toLogin')}
      </Button>
    </Stack>
  );
}
