import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py={80}>
      <Loader type="dots" />
    </Center>
  );
}
