import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoogleApis } from '@/lib/third-party/google-drive-picker';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import { DrivePickerButton } from './drive-picker-button';

// The Google scripts are not fetched in tests: window.google and window.gapi are stand-ins that
// record what the button asks of them, and answer as Google's would.
vi.mock('@/lib/third-party/load-script', () => ({ loadScript: () => Promise.resolve() }));

const PICKED_URL = 'https://docs.google.com/spreadsheets/d/abc123/edit';

function fakeGoogle(options: { token?: string; pick?: 'picked' | 'cancel' }) {
  const calls: Record<string, unknown> = {};
  class PickerBuilder {
    private callback: (data: Record<string, unknown>) => void = () => undefined;
    addView(view: string) {
      calls.view = view;
      return this;
    }
    setOAuthToken(token: string) {
      calls.token = token;
      return this;
    }
    setDeveloperKey(key: string) {
      calls.key = key;
      return this;
    }
    setAppId(appId: string) {
      calls.appId = appId;
      return this;
    }
    setLocale(locale: string) {
      calls.locale = locale;
      return this;
    }
    setTitle(title: string) {
      calls.title = title;
      return this;
    }
    setCallback(callback: (data: Record<string, unknown>) => void) {
      this.callback = callback;
      return this;
    }
    build() {
      return {
        setVisible: () => {
          this.callback({ action: 'loaded' });
          this.callback(
            options.pick === 'cancel'
              ? { action: 'cancel' }
              : { action: 'picked', docs: [{ url: PICKED_URL, name: 'Visits 2025' }] },
          );
        },
      };
    }
  }
  const google: GoogleApis = {
    picker: {
      PickerBuilder,
      ViewId: { SPREADSHEETS: 'spreadsheets' },
      Action: { PICKED: 'picked', CANCEL: 'cancel' },
      Response: { ACTION: 'action', DOCUMENTS: 'docs' },
      Document: { URL: 'url', NAME: 'name' },
    },
    accounts: {
      oauth2: {
        initTokenClient: (init) => {
          calls.clientId = init.client_id;
          calls.scope = init.scope;
          return {
            requestAccessToken: () =>
              init.callback(
                options.token ? { access_token: options.token } : { error: 'access_denied' },
              ),
          };
        },
      },
    },
  };
  window.google = google;
  window.gapi = { load: (_name, loaded) => loaded.callback() };
  return calls;
}

const configured = fakeServices({
  config: {
    ...fakeServices().config,
    googleClientId: 'client-1.apps.googleusercontent.com',
    googlePickerApiKey: 'picker-key',
    googleAppId: '123456',
  },
});

afterEach(() => {
  delete window.google;
  delete window.gapi;
});

describe('DrivePickerButton', () => {
  it('is not offered when the deployment does not configure the picker', async () => {
    await renderWithProviders(<DrivePickerButton onPick={vi.fn()} onError={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Choose from Google Drive' })).toBeNull();
  });

  it('opens the picker on the person’s spreadsheets and answers the one picked', async () => {
    const calls = fakeGoogle({ token: 'user-token' });
    const onPick = vi.fn();
    await renderWithProviders(<DrivePickerButton onPick={onPick} onError={vi.fn()} />, {
      services: configured,
      locale: 'fr',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Choisir dans Google Drive' }));
    await waitFor(() =>
      expect(onPick).toHaveBeenCalledWith({ url: PICKED_URL, name: 'Visits 2025' }),
    );
    expect(calls).toMatchObject({
      clientId: 'client-1.apps.googleusercontent.com',
      scope: 'https://www.googleapis.com/auth/drive.file',
      token: 'user-token',
      key: 'picker-key',
      appId: '123456',
      view: 'spreadsheets',
      locale: 'fr',
      title: 'Choisissez la feuille Google à importer',
    });
  });

  it('does nothing when the picker is closed, and says so when Google refuses access', async () => {
    fakeGoogle({ token: 'user-token', pick: 'cancel' });
    const onPick = vi.fn();
    const onError = vi.fn();
    const view = await renderWithProviders(
      <DrivePickerButton onPick={onPick} onError={onError} />,
      {
        services: configured,
      },
    );
    const button = await screen.findByRole('button', { name: 'Choose from Google Drive' });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    expect(onPick).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    view.unmount();

    fakeGoogle({});
    await renderWithProviders(<DrivePickerButton onPick={onPick} onError={onError} />, {
      services: configured,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose from Google Drive' }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        "Google Drive could not be opened. Paste the sheet's link instead.",
      ),
    );
    expect(onPick).not.toHaveBeenCalled();
  });
});
