import type { Locale } from '@shared/contract/locale.schema';
import type { RecordField } from '@shared/contract/field.schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { FieldDisplay } from './field-display';
import type { FieldInputValue } from './field-props';

type FieldSpec = Pick<RecordField, 'datatype' | 'input_method'> & Partial<RecordField>;

function field(spec: FieldSpec): RecordField {
  return {
    variable: 'answer',
    label: { en: 'Answer', fr: 'Réponse' },
    options: [],
    validation_rules: [],
    ...spec,
  };
}

const sexes = [
  { value: 'F', label: { en: 'Female', fr: 'Féminin' } },
  { value: 'M', label: { en: 'Male', fr: 'Masculin' } },
];

async function show(subject: RecordField, value: FieldInputValue, locale: Locale = 'en') {
  const view = await renderWithProviders(
    <FieldDisplay field={subject} value={value} locale={locale} />,
    { locale },
  );
  return view.container;
}

describe('FieldDisplay', () => {
  it('shows text as text, markup included', async () => {
    const container = await show(
      field({ datatype: 'STRING', input_method: 'TEXT_INPUT' }),
      '<img src=x onerror=alert(1)>',
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
  });

  it('says when a field is empty, in the reader language', async () => {
    await show(field({ datatype: 'NUMBER', input_method: 'NUMBER' }), null, 'fr');
    expect(screen.getByText('Non renseigné')).toBeVisible();
  });

  it('formats numbers for the reader', async () => {
    await show(field({ datatype: 'NUMBER', input_method: 'NUMBER' }), 1234.5, 'fr');
    expect(screen.getByText('1 234,5')).toBeVisible();
  });

  it('shows options by their label in the reader language', async () => {
    await show(
      field({ datatype: 'STRING_ARRAY', input_method: 'MULTI_SELECT', options: sexes }),
      ['M', 'F'],
      'fr',
    );
    expect(screen.getByText('Masculin')).toBeVisible();
    expect(screen.getByText('Féminin')).toBeVisible();
  });

  it('shows a boolean as Yes or No', async () => {
    await show(field({ datatype: 'BOOLEAN', input_method: 'SWITCH' }), true, 'fr');
    expect(screen.getByText('Oui')).toBeVisible();
  });

  it('shows a date in words in the reader language', async () => {
    await show(field({ datatype: 'STRING', input_method: 'DATE_PICKER' }), '2024-08-15', 'fr');
    expect(screen.getByText('15 août 2024')).toBeVisible();
  });

  it('links an e-mail address to a new message', async () => {
    await show(field({ datatype: 'STRING', input_method: 'EMAIL_FIELD' }), 'ada@example.org');
    expect(screen.getByRole('link', { name: 'ada@example.org' })).toHaveAttribute(
      'href',
      'mailto:ada@example.org',
    );
  });

  it('links a phone number to a call', async () => {
    await show(field({ datatype: 'STRING', input_method: 'PHONE_INPUT' }), '+33 6 12 34 56 78');
    expect(screen.getByRole('link', { name: '+33 6 12 34 56 78' })).toHaveAttribute(
      'href',
      'tel:+33612345678',
    );
  });

  it('previews images inline and links PDFs known by their extension', async () => {
    await show(field({ datatype: 'STRING_ARRAY', input_method: 'FILE_UPLOAD' }), [
      'https://files.example.org/photos/face.jpg?X-Goog-Signature=abc',
      'https://files.example.org/docs/lease%20signed.PDF',
    ]);
    // The previews' code loads with the first display of a file.
    expect(await screen.findByRole('img', { name: 'face.jpg' })).toHaveAttribute(
      'src',
      'https://files.example.org/photos/face.jpg?X-Goog-Signature=abc',
    );
    const pdf = screen.getByRole('link', { name: 'Open the PDF lease signed.PDF' });
    expect(pdf).toHaveAttribute('href', 'https://files.example.org/docs/lease%20signed.PDF');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('never links or loads a file address that is not http(s)', async () => {
    const container = await show(
      field({ datatype: 'STRING', input_method: 'FILE_UPLOAD' }),
      'javascript:alert(1)//x.png',
    );
    expect(await screen.findByText('x.png')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});
