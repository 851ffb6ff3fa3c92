import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CreateProgramFormView } from '../components/create-program-form';

export default function CreateProgramPage() {
  const { t } = useTranslation('programs');
  return (
    <Stack gap="lg" maw={640}>
      <div>
        <Title order={1}>{t('createProgram.heading')}</Title>
        <Text c="dimmed" mt={4}>
          {t('createProgram.subtitle')}
        </Text>
      </div>
      <Paper withBorder p="xl">
        <CreateProgramFormView />
      </Paper>
    </Stack>
  );
}
