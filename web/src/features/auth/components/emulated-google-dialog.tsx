import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { emailSchema, personNameSchema } from '@shared/contract/user.schema';
import { IconBrandGoogleFilled, IconFlask } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { EmulatedGoogleAccount } from '@/lib/auth/emulated-google';

const accountSchema = z.object({ email: emailSchema, name: personNameSchema });

interface EmulatedGoogleDialogProps {
  opened: boolean;
  onClose: () => void;
  onContinue: (account: EmulatedGoogleAccount) => void;
}

/**
 * Local development only: the Auth emulator stands in for Google, which cannot be reached
 * offline. The developer types the Google account the emulator should pretend to sign in.
 */
export function EmulatedGoogleDialog({ opened, onClose, onContinue }: EmulatedGoogleDialogProps) {
  const { t } = useTranslation('auth');
  const form = useForm<z.input<typeof accountSchema>, unknown, EmulatedGoogleAccount>({
    resolver: zodResolver(accountSchema),
    defaultValues: { email: '', name: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((account) => {
    onClose();
    onContinue(account);
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('emulatedGoogle.title')} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconFlask size={18} />}>
            {t('emulatedGoogle.explain')}
          </Alert>
          <TextInput
            label={t('emulatedGoogle.email')}
            type="email"
            autoComplete="off"
            error={errors.email ? t('validation.email') : null}
            data-autofocus
            {...form.register('email')}
          />
          <TextInput
            label={t('emulatedGoogle.name')}
            autoComplete="off"
            error={errors.name ? t('emulatedGoogle.nameError') : null}
            {...form.register('name')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" leftSection={<IconBrandGoogleFilled size={16} />}>
              {t('emulatedGoogle.continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
