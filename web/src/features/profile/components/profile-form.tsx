import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { updateUserDataRequestSchema, type User } from '@shared/contract/user.schema';
import { IconCheck } from '@tabler/icons-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { serverFieldIssues } from '@/lib/forms/server-field-errors';
import { useUpdateUserData } from '../api/update-user-data';

// The contract's update schema, with both names required on this form.
const profileSchema = updateUserDataRequestSchema.required();
const NAME_FIELDS = ['first_name', 'last_name'] as const;
type NameField = (typeof NAME_FIELDS)[number];
type Names = Record<NameField, string>;
type Problems = Record<NameField, boolean>;

const NO_PROBLEM: Problems = { first_name: false, last_name: false };

/** The fields among `named` (paths' first segments, the schema's or the api's). */
function problemsIn(named: ReadonlySet<unknown>): Problems {
  return { first_name: named.has('first_name'), last_name: named.has('last_name') };
}

function problemsOf(values: Names): Problems {
  const parsed = profileSchema.safeParse(values);
  if (parsed.success) return NO_PROBLEM;
  return problemsIn(new Set(parsed.error.issues.map((issue) => issue.path[0])));
}

/**
 * One's first and last names. Two fields are plain React state, checked by the contract's schema
 * (zod is on every signed-in screen already), not react-hook-form's 17 KB (issue 15's budget).
 * As with the other forms: checked on "Save", then again as they change; the first field in
 * error takes the focus; a field the api refuses shows its message beside it.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const update = useUpdateUserData();
  const [saved, setSaved] = useState<Names>({
    first_name: user.first_name,
    last_name: user.last_name,
  });
  const [values, setValues] = useState<Names>(saved);
  // Null until the first "Save"; then the fields are checked again as they change.
  const [problems, setProblems] = useState<Problems | null>(null);
  const firstNameInput = useRef<HTMLInputElement>(null);
  const lastNameInput = useRef<HTMLInputElement>(null);
  const isDirty = NAME_FIELDS.some((field) => values[field] !== saved[field]);

  const change = (field: NameField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    if (problems) setProblems(problemsOf(next));
  };

  const showProblems = (found: Problems) => {
    setProblems(found);
    const first = NAME_FIELDS.find((field) => found[field]);
    if (first) (first === 'first_name' ? firstNameInput : lastNameInput).current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileSchema.safeParse(values);
    if (!parsed.success) return showProblems(problemsOf(values));
    setProblems(NO_PROBLEM);
    try {
      const updated = await update.mutateAsync(parsed.data);
      const next = { first_name: updated.first_name, last_name: updated.last_name };
      setSaved(next);
      setValues(next);
    } catch (error) {
      const refused = new Set(serverFieldIssues(error).map((issue) => issue.path.split('.')[0]));
      if (refused.size === 0) return;
      showProblems(problemsIn(refused));
    }
  };

  const errorOf = (field: NameField) => (problems?.[field] ? t('form.nameError') : null);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={update.error && t(errorMessageKey(update.error, 'profile'))} />
        {update.isSuccess && !isDirty && (
          <Alert color="teal" variant="light" icon={<IconCheck size={18} />} role="status">
            {t('form.saved')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            ref={firstNameInput}
            name="first_name"
            label={t('form.firstName')}
            autoComplete="given-name"
            value={values.first_name}
            onChange={change('first_name')}
            error={errorOf('first_name')}
          />
          <TextInput
            ref={lastNameInput}
            name="last_name"
            label={t('form.lastName')}
            autoComplete="family-name"
            value={values.last_name}
            onChange={change('last_name')}
            error={errorOf('last_name')}
          />
        </SimpleGrid>
        <TextInput label={t('form.email')} value={user.email} readOnly disabled />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
