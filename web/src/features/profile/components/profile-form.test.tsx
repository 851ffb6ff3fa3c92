import type { User } from '@shared/contract/user.schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fakeApi, type FakeCall } from '@/test/fake-api';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import { ProfileForm } from './profile-form';

const ana: User = {
  _id: 'u1',
  email: 'ana@example.org',
  first_name: 'Ana',
  last_name: 'Silva',
  level: 'REGULAR_USER',
  status: 'ACTIVE',
  roles: [],
};

async function renderForm(answer: (call: FakeCall) => unknown) {
  const { api, calls } = fakeApi(answer);
  await renderWithProviders(<ProfileForm user={ana} />, {
    path: '/profile',
    services: fakeServices({ api }),
  });
  return calls;
}

const firstName = () => screen.getByRole('textbox', { name: 'First name' });
const lastName = () => screen.getByRole('textbox', { name: 'Last name' });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('ProfileForm', () => {
  it('saves changed names, says so, and is clean again', async () => {
    const calls = await renderForm((call) => ({
      user: { ...ana, ...(call.options?.body as object) },
    }));
    expect(save()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('ana@example.org');

    await userEvent.clear(lastName());
    await userEvent.type(lastName(), 'Souza');
    await userEvent.click(save());

    expect(await screen.findByRole('status')).toHaveTextContent('Your details have been saved.');
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api/auth/update_user_data',
        options: expect.objectContaining({ body: { first_name: 'Ana', last_name: 'Souza' } }),
      }),
    ]);
    expect(lastName()).toHaveValue('Souza');
    expect(save()).toBeDisabled();
  });

  it('refuses an empty name without calling the api, then clears its error as it is fixed', async () => {
    const calls = await renderForm(() => ({ user: ana }));
    await userEvent.clear(firstName());
    await userEvent.click(save());

    expect(firstName()).toHaveAccessibleDescription('Enter between 1 and 100 characters.');
    expect(firstName()).toHaveAttribute('aria-invalid', 'true');
    expect(firstName()).toHaveFocus();
    expect(lastName()).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);

    await userEvent.type(firstName(), 'Ada');
    expect(firstName()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the field the api refuses beside it, with the error above the form', async () => {
    await renderForm(() => {
      throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid', {
        issues: [{ path: 'last_name', message: 'Too long' }],
      });
    });
    await userEvent.type(lastName(), 'x');
    await userEvent.click(save());

    await screen.findByRole('alert');
    expect(lastName()).toHaveAttribute('aria-invalid', 'true');
    expect(lastName()).toHaveFocus();
    expect(firstName()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
