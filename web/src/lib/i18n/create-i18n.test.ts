import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { loadNamespaces } from './load-namespaces';

describe('createI18n with namespaces on demand', () => {
  it('starts with the namespaces it is given, in its own language only', async () => {
    const i18n = await createI18n('fr', ['common', 'errors']);
    expect(i18n.t('errors:notFound.title')).not.toBe('notFound.title');
    expect(i18n.hasResourceBundle('fr', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'records')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('loads a route namespace, kebab-case file included, before its words are asked for', async () => {
    const i18n = await createI18n('en', ['common']);
    await loadNamespaces(i18n, 'en', ['adminUsers']);
    expect(i18n.hasResourceBundle('en', 'adminUsers')).toBe(true);
  });

  it('loads a route namespace in the language being switched to', async () => {
    const i18n = await createI18n('en', ['common']);
    await loadNamespaces(i18n, 'fr', ['members']);
    await i18n.changeLanguage('fr');
    expect(i18n.hasResourceBundle('fr', 'members')).toBe(true);
  });

  it('fetches the namespace of a key that names one not loaded yet, then translates it', async () => {
    const i18n = await createI18n('en', ['common']);
    const loaded = new Promise((resolve) => i18n.on('loaded', resolve));
    expect(i18n.t('legal:terms.title')).toBe('terms.title');
    await loaded;
    expect(i18n.t('legal:terms.title')).not.toBe('terms.title');
  });
});
