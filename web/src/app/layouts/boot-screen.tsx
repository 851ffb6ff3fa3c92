import { Center, Loader, Stack } from '@mantine/core';
import { LogoMark } from '@/components/logo';

/** Shown while the first page's loaders run (session restore, current user, programs). */
export function BootScreen() {
  return (
    <Center h="100vh">
      <Stack align="center" gap="lg">
        <LogoMark size={72} />
        <Loader type="dots" size="sm" />
      </Stack>
    </Center>
  );
}
