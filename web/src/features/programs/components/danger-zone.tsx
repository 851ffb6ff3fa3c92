import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Program } from '@shared/contract/program.schema';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeleteProgramModal } from './delete-program-modal';

/** Shown to super admins only: deleting programs is theirs (SPEC §6). */
export function DangerZone({ program }: { program: Program }) {
  const { t } = useTranslation('programs');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Card padding="xl" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Stack gap="sm">
        <Title order={2} fz="h4" c="red">
          {t('delete.zone')}
        </Title>
        <Group justify="space-between" align="center" gap="md">
          <Text size="sm" c="dimmed" maw={520}>
            {t('delete.explain')}
          </Text>
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={open}>
            {t('delete.open')}
          </Button>
        </Group>
      </Stack>
      <DeleteProgramModal program={program} opened={opened} onClose={close} />
    </Card>
  );
}
