import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, fakeServices } from '@/test/render-with-providers';
import { ConsentProvider } from './consent-provider';
import { ConsentedScripts } from './third-party-scripts';

function tagManagerScripts() {
  return document.head.querySelectorAll('script[src*="googletagmanager.com"]');
}

async function renderWith(consent: string | null, tagManagerId: string | null) {
  if (consent) document.cookie = `rainbow_cookie_consent=${consent}; path=/`;
  const base = fakeServices();
  await renderWithProviders(
    <ConsentProvider>
      <ConsentedScripts />
    </ConsentProvider>,
    { services: { ...base, config: { ...base.config, tagManagerId } } },
  );
}

describe('ConsentedScripts', () => {
  afterEach(() => {
    document.cookie = 'rainbow_cookie_consent=; Max-Age=0; path=/';
    tagManagerScripts().forEach((script) => script.remove());
  });

  it('loads the tag manager once analytics are accepted', async () => {
    await renderWith('all', 'GTM-TEST');
    expect(tagManagerScripts()).toHaveLength(1);
    expect(tagManagerScripts()[0]?.getAttribute('src')).toContain('id=GTM-TEST');
  });

  it('waits for consent before loading it', async () => {
    await renderWith(null, 'GTM-TEST');
    expect(tagManagerScripts()).toHaveLength(0);
  });

  it('does not load it with necessary cookies only', async () => {
    await renderWith('necessary', 'GTM-TEST');
    expect(tagManagerScripts()).toHaveLength(0);
  });

  it('does not load anything when no tag manager is configured', async () => {
    await renderWith('all', null);
    expect(tagManagerScripts()).toHaveLength(0);
  });
});
