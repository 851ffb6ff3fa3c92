import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { formatDate } from '@/lib/format/formatters';
import { useIntlLocale } from '@/lib/i18n/use-locale';

const sectionsSchema = z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) }));

/** Dates of the current versions of the texts, shown as "last updated". */
const UPDATED_AT = '2025-11-01';

export function LegalDocument({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  const intlLocale = useIntlLocale();
  const sections = sectionsSchema.parse(t(`${document}.sections`, { returnObjects: true }));
  return (
    <Paper withBorder p={{ base: 'lg', sm: 40 }} my="xl" maw={820} mx="auto">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t(`${document}.title`)}</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('updated', { date: formatDate(UPDATED_AT, intlLocale) })}
          </Text>
        </div>
        <Text size="lg">{t(`${document}.intro`)}</Text>
        {sections.map((section) => (
          <section key={section.heading}>
            <Title order={2} fz="h4" mb="xs">
              {section.heading}
            </Title>
            <Stack gap="xs">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} c="var(--mantine-color-text)" lh={1.65}>
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </Paper>
  );
}
