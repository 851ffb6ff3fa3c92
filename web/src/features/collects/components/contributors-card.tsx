import { Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { useCollectContributors } from '@/lib/collect/get-collect-contributors';
import { personName } from '@/lib/format/person-name';

/** The members holding a contributor role on the collect. */
export function ContributorsCard({ collectId }: { collectId: string }) {
  const { t } = useTranslation('collects');
  const contributors = useCollectContributors(collectId);
  return (
    <Card component="section" aria-labelledby="collect-contributors-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="collect-contributors-title">
          {t('details.contributors.title')}
        </Title>
        {contributors.isPending ? (
          <Skeleton h={60} />
        ) : contributors.isError ? (
          <QueryError
            message={t('details.contributors.loadError')}
            onRetry={() => void contributors.refetch()}
          />
        ) : contributors.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('details.contributors.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('details.contributors.name')}</Table.Th>
                  <Table.Th>{t('details.contributors.email')}</Table.Th>
                  <Table.Th>{t('details.contributors.role')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {contributors.data.map((contributor) => (
                  <Table.Tr key={contributor._id}>
                    <Table.Td>{personName(contributor)}</Table.Td>
                    <Table.Td>{contributor.email}</Table.Td>
                    <Table.Td>{t(`common:roles.${contributor.role}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
