import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { OfflineBanner } from './offline-banner';

function goOffline(offline: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: !offline });
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

describe('the offline banner', () => {
  it('says nothing while online', async () => {
    goOffline(false);
    await renderWithProviders(<OfflineBanner aside={<a href="/outbox">Outbox</a>} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells that what is saved waits in the outbox, beside what the outbox shows', async () => {
    goOffline(false);
    await renderWithProviders(<OfflineBanner aside={<a href="/outbox">Outbox (2)</a>} />);
    act(() => goOffline(true));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('You are offline — what you save waits in the outbox');
    expect(screen.getByRole('link', { name: 'Outbox (2)' })).toBeInTheDocument();
    act(() => goOffline(false));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
