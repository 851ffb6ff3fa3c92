import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@/lib/i18n/use-locale';

/** SPEC §8's 404: "404 Not Found", "This page could not be found", and a way home. */
export function NotFoundContent() {
  const { t } = useTranslation('errors');
  const localePath = useLocalePath();
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <ThemeIcon size={88} radius={44} variant="light" aria-hidden="true">
        <IconMapSearch size={44} stroke={1.4} />
      </ThemeIcon>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed" size="lg">
        {t('notFound.description')}
      </Text>
      <Button component={Link} to={localePath('/')} leftSection={<IconHome size={18} />} mt="sm">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
