import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface QueryErrorProps {
  message: string;
  onRetry?: () => void;
}

/** A failed load: what could not be loaded, and a way to try again. */
export function QueryError({ message, onRetry }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button
            size="compact-sm"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={onRetry}
          >
            {t('actions.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
