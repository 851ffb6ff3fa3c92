import type { Locale } from '@shared/contract/locale.schema';
import type { RecordField } from '@shared/contract/field.schema';
import type { RecordValues } from '@shared/contract/record-validation';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { RecordFieldController } from './record-field-controller';
import { useRecordForm } from './use-record-form';

const fields: RecordField[] = [
  {
    variable: 'email',
    label: { en: 'Email', fr: 'Courriel' },
    datatype: 'STRING',
    input_method: 'EMAIL_FIELD',
    options: [],
    validation_rules: [{ rule: 'REQUIRED' }],
  },
  {
    variable: 'age',
    label: { en: 'Age', fr: 'Âge' },
    datatype: 'NUMBER',
    input_method: 'NUMBER',
    options: [],
    validation_rules: [{ rule: 'MIN_VALUE', value: 18 }],
  },
  {
    variable: 'languages',
    label: { en: 'Languages', fr: 'Langues' },
    datatype: 'STRING_ARRAY',
    input_method: 'CHECKBOX',
    options: [
      { value: 'en', label: { en: 'English', fr: 'Anglais' } },
      { value: 'fr', label: { en: 'French', fr: 'Français' } },
    ],
    validation_rules: [],
  },
  {
    variable: 'employed',
    label: { en: 'Employed', fr: 'En emploi' },
    datatype: 'BOOLEAN',
    input_method: 'SWITCH',
    options: [],
    validation_rules: [],
  },
];

function RecordForm({
  locale,
  onSave,
}: {
  locale: Locale;
  onSave: (values: RecordValues) => void;
}) {
  const form = useRecordForm({ fields, locale });
  return (
    <>
      <form onSubmit={form.handleSubmit(onSave)} noValidate>
        {fields.map((field) => (
          <RecordFieldController key={field.variable} form={form} field={field} locale={locale} />
        ))}
        <button type="submit">{locale === 'fr' ? 'Enregistrer' : 'Save'}</button>
      </form>
    </>
  );
}

async function renderForm(locale: Locale) {
  const onSave = vi.fn();
  await renderWithProviders(<RecordForm locale={locale} onSave={onSave} />, { locale });
  return onSave;
}

describe('a record form built with useRecordForm', () => {
  it('shows the engine messages under each field in English', async () => {
    const onSave = await renderForm('en');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Age' }), '17');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email is required',
    );
    expect(screen.getByRole('textbox', { name: 'Age' })).toHaveAccessibleDescription(
      'Age must be at least 18',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows them in French on a French page', async () => {
    const onSave = await renderForm('fr');
    await userEvent.type(screen.getByRole('textbox', { name: 'Courriel' }), 'ada@');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Âge' }), '17');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Courriel doit être une adresse e-mail valide')).toBeVisible();
    expect(screen.getByText('Âge doit être au moins 18')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks a field once it is left, not while it is first typed in, then as it changes', async () => {
    await renderForm('en');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'ada@');
    expect(screen.queryByText('Email must be a valid e-mail address')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Email must be a valid e-mail address')).toBeVisible();
    expect(screen.queryByText('Age must be at least 18')).not.toBeInTheDocument();
    await userEvent.type(email, 'example.org');
    await waitFor(() =>
      expect(screen.queryByText('Email must be a valid e-mail address')).not.toBeInTheDocument(),
    );
    await userEvent.clear(email);
    expect(await screen.findByText('Email is required')).toBeVisible();
  });

  it('submits the record in each field datatype', async () => {
    const onSave = await renderForm('en');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), ' ada@example.org ');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Age' }), '30');
    await userEvent.click(screen.getByRole('checkbox', { name: 'French' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Employed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      email: 'ada@example.org',
      age: 30,
      languages: ['fr'],
      employed: true,
    });
  });

  it('submits untouched optional fields as empty: null, no languages, not employed', async () => {
    const onSave = await renderForm('en');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      email: 'ada@example.org',
      age: null,
      languages: null,
      employed: false,
    });
  });
});
