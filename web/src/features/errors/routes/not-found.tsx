import { Container } from '@mantine/core';
import { NotFoundContent } from '../components/not-found-content';

export default function NotFoundPage() {
  return (
    <Container size="sm">
      <NotFoundContent />
    </Container>
  );
}
