import { Stack, Text, Title } from '@mantine/core';
import { invitationCodeSchema } from '@shared/contract/registration.schema';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { QueryClientBoundary } from '@/lib/query-client-boundary';
import { useInvitation } from '../api/fetch-invitation';
import { LegalNotice } from '../components/legal-notice';
import { ExistingAccountForm } from '../components/registration/existing-account-form';
import { InvitationSummary } from '../components/registration/invitation-summary';
import { LinkProblemNotice } from '../components/registration/link-problem';
import { NewAccountForm } from '../components/registration/new-account-form';
import { linkProblem } from '../utils/link-problem';
import { useRegistrationCode } from '../utils/use-registration-code';

/** `/registration/{id}?code=…`: the link of an invitation e-mail (SPEC §2). */
export default function RegistrationPage() {
  return (
    <QueryClientBoundary>
      <Registration />
    </QueryClientBoundary>
  );
}

function Registration() {
  const { t } = useTranslation('auth');
  const id = useParams().id ?? '';
  const code = useRegistrationCode(id);
  // A link cut short in a mail client is unknown without asking the API.
  const wellFormed = id !== '' && invitationCodeSchema.safeParse(code).success;
  const invitation = useInvitation(id, code, wellFormed);

  if (!wellFormed) return <LinkProblemNotice problem="unknown" />;
  if (invitation.isPending) return <PageLoader />;
  if (invitation.isError) {
    const problem = linkProblem(invitation.error);
    return problem ? (
      <LinkProblemNotice problem={problem} />
    ) : (
      <QueryError message={t('registration.loadError')} onRetry={() => void invitation.refetch()} />
    );
  }

  const { data } = invitation;
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} fz={30}>
          {data.has_account ? t('registration.existing.heading') : t('registration.heading')}
        </Title>
        <Text c="dimmed" mt={6}>
          {data.has_account
            ? t('registration.existing.subtitle')
            : t('registration.subtitle', { program: data.program.name })}
        </Text>
      </div>
      <InvitationSummary invitation={data} />
      {data.has_account ? (
        <ExistingAccountForm id={id} code={code} invitation={data} />
      ) : (
        <NewAccountForm id={id} code={code} invitation={data} />
      )}
      <LegalNotice i18nKey={data.has_account ? 'auth:login.legal' : 'auth:registration.legal'} />
    </Stack>
  );
}
