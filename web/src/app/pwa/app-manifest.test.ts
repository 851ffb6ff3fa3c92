import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { appManifest, THEME_COLOR } from './app-manifest';

const words = (description: string) => ({ name: 'Rainbow', description });

describe('the web app manifests', () => {
  it('take their colour from the app theme', () => {
    expect(THEME_COLOR).toBe(theme.colors?.brand?.[6]);
  });

  it('open each language at its own start page, in one scope and under one id', () => {
    const en = appManifest('en', words('Collect'));
    const fr = appManifest('fr', words('Collectez'));
    expect([en.lang, en.start_url, fr.lang, fr.start_url]).toEqual(['en', '/', 'fr', '/fr/']);
    expect(fr.id).toBe(en.id);
    expect(fr.scope).toBe('/');
  });

  it('offer the icons installation asks for: 192 and 512 pixels, and a maskable one', () => {
    const icons = appManifest('en', words('Collect')).icons;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});
