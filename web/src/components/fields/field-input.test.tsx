import type { Locale } from '@shared/contract/locale.schema';
import type { RecordField } from '@shared/contract/field.schema';
import type { FieldValue } from '@shared/contract/record-validation';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { FieldInput } from './field-input';
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

const choices = (...entries: [value: string, en: string, fr: string][]) =>
  entries.map(([value, en, fr]) => ({ value, label: { en, fr } }));

interface RenderOptions {
  locale?: Locale;
  value?: FieldInputValue;
  onUpload?: (file: File) => Promise<string>;
  onBlur?: () => void;
}

// Mantine's dropdowns stay `display: none` under jsdom (their opening transition does not run
// here), so options are found with `hidden: true`; a browser test sees them for real.
const option = (name: string) => screen.findByRole('option', { name, hidden: true });

/** The input as a form holds it: each change comes back as the next value. */
async function renderInput(subject: RecordField, options: RenderOptions = {}) {
  const changes: (FieldValue | null)[] = [];
  function Harness() {
    const [value, setValue] = useState<FieldInputValue>(options.value);
    return (
      <>
        <FieldInput
          field={subject}
          locale={options.locale ?? 'en'}
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
          onUpload={options.onUpload}
          onBlur={options.onBlur}
        />
      </>
    );
  }
  await renderWithProviders(<Harness />, { locale: options.locale ?? 'en' });
  return { changes, last: () => changes.at(-1) };
}

describe('FieldInput', () => {
  it('TEXT_INPUT gives text, labelled in the field language, with its help', async () => {
    const input = await renderInput(
      field({
        datatype: 'STRING',
        input_method: 'TEXT_INPUT',
        label: { en: 'Name', fr: 'Nom' },
        help: { en: 'As on the ID card', fr: "Comme sur la carte d'identité" },
      }),
      { locale: 'fr' },
    );
    const box = screen.getByRole('textbox', { name: 'Nom' });
    expect(box).toHaveAccessibleDescription("Comme sur la carte d'identité");
    await userEvent.type(box, 'Ada');
    expect(input.last()).toBe('Ada');
  });

  it('TEXT_AREA gives text with its line breaks', async () => {
    const input = await renderInput(field({ datatype: 'STRING', input_method: 'TEXT_AREA' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Answer' }), 'one{Enter}two');
    expect(input.last()).toBe('one\ntwo');
  });

  it('NUMBER gives a number, and null once cleared', async () => {
    const subject = field({
      datatype: 'NUMBER',
      input_method: 'NUMBER',
      label: { en: 'Age', fr: 'Âge' },
    });
    const en = await renderInput(subject);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Age' }), '42');
    expect(en.last()).toBe(42);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Age' }));
    expect(en.last()).toBeNull();
  });

  it('NUMBER in French takes 2,5 as 2.5', async () => {
    const fr = await renderInput(
      field({ datatype: 'NUMBER', input_method: 'NUMBER', label: { en: 'Age', fr: 'Âge' } }),
      { locale: 'fr' },
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Âge' }), '2,5');
    expect(fr.last()).toBe(2.5);
  });

  it('EMAIL_FIELD is an e-mail input giving the text typed', async () => {
    const email = await renderInput(
      field({
        datatype: 'STRING',
        input_method: 'EMAIL_FIELD',
        label: { en: 'Email', fr: 'Courriel' },
      }),
    );
    const box = screen.getByRole('textbox', { name: 'Email' });
    expect(box).toHaveAttribute('type', 'email');
    await userEvent.type(box, 'ada@example.org');
    expect(email.last()).toBe('ada@example.org');
  });

  it('PHONE_INPUT is a telephone input', async () => {
    const phone = await renderInput(
      field({
        datatype: 'STRING',
        input_method: 'PHONE_INPUT',
        label: { en: 'Phone', fr: 'Téléphone' },
      }),
    );
    const box = screen.getByRole('textbox', { name: 'Phone' });
    expect(box).toHaveAttribute('type', 'tel');
    await userEvent.type(box, '+33 6 12');
    expect(phone.last()).toBe('+33 6 12');
  });

  it('SIMPLE_SELECT gives the chosen option value, options labelled in the field language', async () => {
    const input = await renderInput(
      field({
        datatype: 'STRING',
        input_method: 'SIMPLE_SELECT',
        label: { en: 'Sex', fr: 'Sexe' },
        options: choices(['F', 'Female', 'Féminin'], ['M', 'Male', 'Masculin']),
      }),
      { locale: 'fr' },
    );
    await userEvent.click(await screen.findByRole('textbox', { name: 'Sexe' }));
    await userEvent.click(await option('Féminin'));
    expect(input.last()).toBe('F');
  });

  it('SIMPLE_SELECT storing NUMBER gives the number of the option', async () => {
    const input = await renderInput(
      field({
        datatype: 'NUMBER',
        input_method: 'SIMPLE_SELECT',
        options: choices(['1', 'One', 'Un'], ['2', 'Two', 'Deux']),
      }),
    );
    await userEvent.click(await screen.findByRole('textbox', { name: 'Answer' }));
    await userEvent.click(await option('Two'));
    expect(input.last()).toBe(2);
  });

  it('MULTI_SELECT gives a string[] of option values', async () => {
    const input = await renderInput(
      field({
        datatype: 'STRING_ARRAY',
        input_method: 'MULTI_SELECT',
        label: { en: 'Languages', fr: 'Langues' },
        options: choices(
          ['en', 'English', 'Anglais'],
          ['fr', 'French', 'Français'],
          ['ar', 'Arabic', 'Arabe'],
        ),
      }),
    );
    await userEvent.click(await screen.findByRole('textbox', { name: 'Languages' }));
    await userEvent.click(await option('French'));
    await userEvent.click(await option('Arabic'));
    expect(input.last()).toEqual(['fr', 'ar']);
  });

  it('SWITCH gives a boolean', async () => {
    const input = await renderInput(
      field({
        datatype: 'BOOLEAN',
        input_method: 'SWITCH',
        label: { en: 'Has a job', fr: 'A un emploi' },
      }),
      { value: false },
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'Has a job' }));
    expect(input.last()).toBe(true);
    await userEvent.click(screen.getByRole('switch', { name: 'Has a job' }));
    expect(input.last()).toBe(false);
  });

  it('DATE_PICKER gives YYYY-MM-DD and shows the date in the language of the page', async () => {
    const input = await renderInput(
      field({
        datatype: 'STRING',
        input_method: 'DATE_PICKER',
        label: { en: 'Visit date', fr: 'Date de visite' },
      }),
      { locale: 'fr', value: '2024-03-05' },
    );
    const button = await screen.findByRole('button', { name: 'Date de visite' });
    expect(button).toHaveTextContent('5 mars 2024');
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: '20 mars 2024' }));
    expect(input.last()).toBe('2024-03-20');
  });

  it('DATE_PICKER is left when its calendar closes, not when the focus moves into it', async () => {
    const onBlur = vi.fn();
    await renderInput(
      field({
        datatype: 'STRING',
        input_method: 'DATE_PICKER',
        label: { en: 'Visit date', fr: 'Date de visite' },
      }),
      { value: '2024-03-05', onBlur },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Visit date' }));
    // Browsing the calendar (to the year's months) takes the focus from the field.
    await userEvent.click(await screen.findByRole('button', { name: 'March 2024', hidden: true }));
    expect(onBlur).not.toHaveBeenCalled();
    // Picking a month, then a day, closes the calendar: the field has been left, once.
    await userEvent.click(await screen.findByRole('button', { name: 'Apr', hidden: true }));
    await userEvent.click(
      await screen.findByRole('button', { name: '9 April 2024', hidden: true }),
    );
    await waitFor(() => expect(onBlur).toHaveBeenCalledTimes(1));
  });

  it('TIME_PICKER gives HH:mm', async () => {
    const input = await renderInput(
      field({
        datatype: 'STRING',
        input_method: 'TIME_PICKER',
        label: { en: 'Start', fr: 'Début' },
      }),
    );
    // A browser sends an input event as the value changes.
    fireEvent.input(await screen.findByLabelText('Start'), { target: { value: '09:30' } });
    expect(input.last()).toBe('09:30');
  });

  it('CHECKBOX with options gives the ticked values as a string[]', async () => {
    const input = await renderInput(
      field({
        datatype: 'STRING_ARRAY',
        input_method: 'CHECKBOX',
        label: { en: 'Needs', fr: 'Besoins' },
        options: choices(['food', 'Food', 'Nourriture'], ['shelter', 'Shelter', 'Abri']),
      }),
      { value: [] },
    );
    expect(await screen.findByRole('group', { name: 'Needs' })).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Shelter' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Food' }));
    expect(input.last()).toEqual(['shelter', 'food']);
  });

  it('CHECKBOX without options is one box giving a boolean', async () => {
    const input = await renderInput(
      field({
        datatype: 'BOOLEAN',
        input_method: 'CHECKBOX',
        label: { en: 'I agree', fr: "J'accepte" },
      }),
      { locale: 'fr', value: false },
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: "J'accepte" }));
    expect(input.last()).toBe(true);
  });

  it('RADIO_BUTTON gives the chosen value, a number when the field stores NUMBER', async () => {
    const input = await renderInput(
      field({
        datatype: 'NUMBER',
        input_method: 'RADIO_BUTTON',
        label: { en: 'Score', fr: 'Note' },
        options: choices(['1', 'Low', 'Faible'], ['3', 'High', 'Élevée']),
      }),
    );
    expect(await screen.findByRole('radiogroup', { name: 'Score' })).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'High' }));
    expect(input.last()).toBe(3);
  });

  it('FILE_UPLOAD uploads through the caller and keeps the URL, previewing an image inline', async () => {
    const onUpload = vi.fn(async (file: File) => `https://files.example.org/${file.name}`);
    const input = await renderInput(
      field({
        datatype: 'STRING',
        input_method: 'FILE_UPLOAD',
        label: { en: 'Photo', fr: 'Photo' },
      }),
      { onUpload },
    );
    const photo = new File(['png'], 'face.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Choose a file for Photo'), photo);

    await waitFor(() => expect(input.last()).toBe('https://files.example.org/face.png'));
    expect(onUpload).toHaveBeenCalledWith(photo);
    expect(screen.getByRole('img', { name: 'face.png' })).toHaveAttribute(
      'src',
      'https://files.example.org/face.png',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove face.png' }));
    expect(input.last()).toBeNull();
  });

  it('FILE_UPLOAD storing STRING_ARRAY adds files, shows PDFs as links and says which upload failed', async () => {
    const onUpload = vi.fn(async (file: File) => {
      if (file.name === 'broken.pdf') throw new Error('refused');
      return `https://files.example.org/${file.name}?token=1`;
    });
    const input = await renderInput(
      field({
        datatype: 'STRING_ARRAY',
        input_method: 'FILE_UPLOAD',
        label: { en: 'Papers', fr: 'Pièces' },
      }),
      { locale: 'fr', onUpload, value: ['https://files.example.org/id.pdf'] },
    );
    const files = [
      new File(['%PDF'], 'broken.pdf', { type: 'application/pdf' }),
      new File(['%PDF'], 'lease.pdf', { type: 'application/pdf' }),
    ];
    await userEvent.upload(await screen.findByLabelText('Choisir un fichier pour Pièces'), files);

    await waitFor(() =>
      expect(input.last()).toEqual([
        'https://files.example.org/id.pdf',
        'https://files.example.org/lease.pdf?token=1',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Ouvrir le PDF lease.pdf' })).toHaveAttribute(
      'href',
      'https://files.example.org/lease.pdf?token=1',
    );
    expect(screen.getByRole('alert')).toHaveTextContent("broken.pdf n'a pas pu être envoyé.");
  });

  it('FILE_UPLOAD without an upload callback says so', async () => {
    await renderInput(field({ datatype: 'STRING', input_method: 'FILE_UPLOAD' }));
    expect(await screen.findByText('Files cannot be uploaded here')).toBeVisible();
  });
});
