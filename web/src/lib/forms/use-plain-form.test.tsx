import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError } from '@/lib/api-error';
import { usePlainForm } from './use-plain-form';

const schema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'Required title')),
  notes: z.string().check(z.maxLength(5, 'Too long')),
  done: z.optional(z.boolean()),
});

type Saved = z.output<typeof schema>;

function Form({ save }: { save: (values: Saved) => Promise<unknown> }) {
  const form = usePlainForm(schema, { title: 'First', notes: '' }, ['title', 'notes', 'done'], {
    serverMessage: (issue, field) => `${field} refused: ${issue.code}`,
  });
  const [sent, setSent] = useState<Saved | null>(null);
  const submit = form.handleSubmit(async (values) => {
    await save(values);
    setSent(values);
    form.reset({ title: values.title, notes: values.notes });
  });
  return (
    <form onSubmit={submit} noValidate>
      <label>
        Title
        <input {...form.text('title')} aria-invalid={form.errors.title !== undefined} />
      </label>
      <label>
        Notes
        <textarea {...form.text('notes')} aria-invalid={form.errors.notes !== undefined} />
      </label>
      <label>
        Done
        <input
          type="checkbox"
          checked={form.values.done === true}
          onChange={(event) => form.set('done', event.currentTarget.checked)}
        />
      </label>
      <p>{form.errors.title?.message ?? ''}</p>
      <p>{form.errors.notes?.message ?? ''}</p>
      <p>{form.isDirty ? 'changed' : 'unchanged'}</p>
      <p>{form.isSubmitting ? 'saving' : ''}</p>
      <p>{sent ? `sent ${sent.title}` : ''}</p>
      <button type="button" onClick={() => form.reset()}>
        Discard
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

const title = () => screen.getByRole('textbox', { name: 'Title' });
const notes = () => screen.getByRole('textbox', { name: 'Notes' });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('usePlainForm', () => {
  it('gives the checked values to the submit, trimmed, and is clean again once saved', async () => {
    const saved = vi.fn(() => Promise.resolve());
    render(<Form save={saved} />);
    expect(screen.getByText('unchanged')).toBeInTheDocument();
    await userEvent.clear(title());
    await userEvent.type(title(), '  Second  ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Done' }));
    expect(screen.getByText('changed')).toBeInTheDocument();
    await userEvent.click(save());
    expect(await screen.findByText('sent Second')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith({ title: 'Second', notes: '', done: true });
    expect(title()).toHaveValue('Second');
    expect(screen.getByText('unchanged')).toBeInTheDocument();
  });

  it('refuses bad values without submitting, focuses the first in error, and checks again as they change', async () => {
    const saved = vi.fn(() => Promise.resolve());
    render(<Form save={saved} />);
    await userEvent.type(notes(), 'much too long');
    // Not checked before the first submit.
    expect(notes()).toHaveAttribute('aria-invalid', 'false');
    await userEvent.clear(title());
    await userEvent.click(save());
    expect(saved).not.toHaveBeenCalled();
    expect(screen.getByText('Required title')).toBeInTheDocument();
    expect(screen.getByText('Too long')).toBeInTheDocument();
    expect(title()).toHaveFocus();

    await userEvent.type(title(), 'Back');
    expect(title()).toHaveAttribute('aria-invalid', 'false');
    expect(notes()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(notes());
    expect(notes()).toHaveAttribute('aria-invalid', 'false');
  });

  it('marks the fields a refused call names with their message and focuses the first', async () => {
    const refusal = new ApiError(409, 'ALREADY_EXISTS', 'Taken', {
      issues: [
        { path: 'notes', message: 'Taken' },
        { path: 'elsewhere.0', message: 'Not a field of this form' },
      ],
    });
    let refuse = () => undefined as unknown;
    const saved = vi.fn(() => new Promise((_resolve, reject) => (refuse = () => reject(refusal))));
    render(<Form save={saved} />);
    await userEvent.type(notes(), 'abc');
    await userEvent.click(save());
    expect(screen.getByText('saving')).toBeInTheDocument();
    refuse();
    expect(await screen.findByText('notes refused: ALREADY_EXISTS')).toBeInTheDocument();
    expect(screen.queryByText('saving')).not.toBeInTheDocument();
    expect(notes()).toHaveAttribute('aria-invalid', 'true');
    expect(title()).toHaveAttribute('aria-invalid', 'false');
    expect(notes()).toHaveFocus();
    expect(screen.queryByText(/^sent/)).not.toBeInTheDocument();
  });

  it('discards the changes back to the saved values, and is clean when a change is undone', async () => {
    render(<Form save={() => Promise.resolve()} />);
    await userEvent.type(title(), ' more');
    expect(screen.getByText('changed')).toBeInTheDocument();
    await userEvent.type(title(), '{Backspace>5/}');
    expect(screen.getByText('unchanged')).toBeInTheDocument();
    await userEvent.type(title(), ' more');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(title()).toHaveValue('First');
    expect(screen.getByText('unchanged')).toBeInTheDocument();
  });

  it('reads the names the api gives as the form fields fieldOf says', async () => {
    const refusal = new ApiError(400, 'VALIDATION_ERROR', 'Invalid', {
      issues: [{ path: 'body.heading', message: 'Too short' }],
    });
    function Renamed() {
      const form = usePlainForm(schema, { title: 'First', notes: '' }, ['title', 'notes'], {
        fieldOf: (path) => (path === 'body.heading' ? 'title' : null),
        serverMessage: (_issue, field) => `${field} refused`,
      });
      return (
        <form onSubmit={form.handleSubmit(() => Promise.reject(refusal))} noValidate>
          <input aria-label="Title" {...form.text('title')} />
          <p>{form.errors.title?.message ?? ''}</p>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Renamed />);
    await userEvent.click(save());
    expect(await screen.findByText('title refused')).toBeInTheDocument();
    expect(title()).toHaveFocus();
  });

  it('edits texts inside fields, names their errors by path, focuses the first, and keeps what the api refused until it changes', async () => {
    const nested = z.object({
      label: z.object({
        en: z.string().check(z.minLength(1, 'English label')),
        fr: z.string().check(z.minLength(1, 'French label')),
      }),
      code: z.string(),
      options: z.array(z.object({ value: z.string().check(z.minLength(1, 'Option value')) })),
    });
    const refusal = new ApiError(409, 'ALREADY_EXISTS', 'Taken', {
      issues: [{ path: 'code', message: 'Taken' }],
    });
    const saved = vi.fn((_values: z.output<typeof nested>) => Promise.reject(refusal));
    function Nested() {
      const form = usePlainForm(
        nested,
        { label: { en: 'Age', fr: '' }, code: 'age', options: [{ value: 'a' }, { value: '' }] },
        ['label', 'code', 'options'],
        {
          messageOf: (path) => `bad ${path.join('.')}`,
          serverMessage: (issue, field) => `${field} ${issue.code}`,
        },
      );
      const error = (path: string) => form.errorAt(path)?.message ?? '';
      return (
        <form onSubmit={form.handleSubmit(saved)} noValidate>
          <input aria-label="English" {...form.text('label.en')} />
          <input aria-label="French" {...form.text('label.fr')} />
          <input aria-label="Code" {...form.text('code')} />
          {form.values.options.map((_option, index) => (
            <input
              key={index}
              aria-label={`Option ${index + 1}`}
              {...form.text(`options.${index}.value`)}
            />
          ))}
          <p>
            {['label.en', 'label.fr', 'code', 'options.0.value', 'options.1.value']
              .map(error)
              .join('|')}
          </p>
          <p>{form.isDirty ? 'changed' : 'unchanged'}</p>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Nested />);
    const box = (name: string) => screen.getByRole('textbox', { name });
    await userEvent.click(save());
    expect(saved).not.toHaveBeenCalled();
    expect(screen.getByText('|bad label.fr|||bad options.1.value')).toBeInTheDocument();
    expect(box('French')).toHaveFocus();

    await userEvent.type(box('French'), 'Âge');
    expect(screen.getByText('||||bad options.1.value')).toBeInTheDocument();
    await userEvent.type(box('Option 2'), 'b');
    expect(screen.getByText('changed')).toBeInTheDocument();
    await userEvent.click(save());
    expect(await screen.findByText('||code ALREADY_EXISTS||')).toBeInTheDocument();
    expect(box('Code')).toHaveFocus();
    expect(saved).toHaveBeenCalledWith({
      label: { en: 'Age', fr: 'Âge' },
      code: 'age',
      options: [{ value: 'a' }, { value: 'b' }],
    });
    // Another change leaves the refusal where it is; changing the refused value clears it.
    await userEvent.type(box('English'), 's');
    expect(screen.getByText('||code ALREADY_EXISTS||')).toBeInTheDocument();
    await userEvent.type(box('Code'), '2');
    expect(screen.getByText('||||')).toBeInTheDocument();
    expect(box('Code')).toHaveValue('age2');
  });

  it('is clean again when a text inside a field is typed back as it was', async () => {
    const nested = z.object({ label: z.object({ en: z.string(), fr: z.string() }) });
    function Nested() {
      const form = usePlainForm(nested, { label: { en: 'Age', fr: 'Âge' } }, ['label']);
      return (
        <form>
          <input aria-label="English" {...form.text('label.en')} />
          <p>{form.isDirty ? 'changed' : 'unchanged'}</p>
        </form>
      );
    }
    render(<Nested />);
    await userEvent.type(screen.getByRole('textbox', { name: 'English' }), 's');
    expect(screen.getByText('changed')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'English' }), '{Backspace}');
    expect(screen.getByText('unchanged')).toBeInTheDocument();
  });
});
