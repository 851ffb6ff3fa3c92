import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/session/get-current-user';
import { ProfileForm } from '../components/profile-form';
import { ProfileRoles } from '../components/profile-roles';

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const user = useCurrentUser();
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('subtitle')}
        </Text>
      </div>
      <Card padding="xl">
        <Title order={2} fz="h4" mb="md">
          {t('form.title')}
        </Title>
        <ProfileForm user={user} />
      </Card>
      <Card padding="xl">
        <Title order={2} fz="h4" mb="md">
          {t('roles.title')}
        </Title>
        <ProfileRoles user={user} />
      </Card>
    </Stack>
  );
}
