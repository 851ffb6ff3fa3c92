import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { canManagePeople } from '@shared/permissions/people';
import type { Subject } from '@shared/permissions/roles';
import { useTranslation } from 'react-i18next';
import { QueryValue, type QueryState } from '@/components/query-value';
import { formatNumber } from '@/lib/format/formatters';
import { useIntlLocale } from '@/lib/i18n/use-locale';
import { useMembers } from '@/lib/program/get-members';
import { useProgramCollects } from '@/lib/program/get-program-collects';
import { useUserGroups } from '@/lib/program/get-user-groups';

interface StatProps {
  label: string;
  query: QueryState<number>;
}

function Stat({ label, query }: StatProps) {
  const intlLocale = useIntlLocale();
  return (
    <Card padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <QueryValue query={query} loading={<Skeleton h={28} w={48} mt={4} />}>
        {(value) => (
          <Text fz={26} fw={700}>
            {formatNumber(value, intlLocale)}
          </Text>
        )}
      </QueryValue>
    </Card>
  );
}

/**
 * The program's counts the user may know: collects for everyone, members and groups for those
 * who manage people (others would be refused, and a refusal ends the session).
 */
export function AboutStats({ programId, subject }: { programId: string; subject: Subject }) {
  const { t } = useTranslation('programs');
  const managesPeople = canManagePeople(subject, programId);
  const collects = useProgramCollects(programId);
  const members = useMembers(programId, { page: 1 }, managesPeople);
  const groups = useUserGroups(programId, { page: 1 }, managesPeople);
  return (
    <SimpleGrid cols={{ base: 1, xs: managesPeople ? 3 : 1 }} maw={managesPeople ? undefined : 240}>
      <Stat label={t('about.collects')} query={{ ...collects, data: collects.data?.length }} />
      {managesPeople && (
        <Stat label={t('about.members')} query={{ ...members, data: members.data?.totalItems }} />
      )}
      {managesPeople && (
        <Stat label={t('about.groups')} query={{ ...groups, data: groups.data?.totalItems }} />
      )}
    </SimpleGrid>
  );
}
