import { describe, expect, it } from 'vitest';
import { localizePath, splitLocale, switchLocalePath } from './locale-path';

describe('splitLocale', () => {
  it('reads English paths without a prefix', () => {
    expect(splitLocale('/p1/dashboard')).toEqual({ locale: 'en', path: '/p1/dashboard' });
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
  });

  it('reads the French prefix', () => {
    expect(splitLocale('/fr/p1/dashboard')).toEqual({ locale: 'fr', path: '/p1/dashboard' });
    expect(splitLocale('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocale('/fr/')).toEqual({ locale: 'fr', path: '/' });
  });

  it('does not take a segment that merely starts with fr for a prefix', () => {
    expect(splitLocale('/french/x')).toEqual({ locale: 'en', path: '/french/x' });
  });

  it('never accepts /en as a prefix, English has none', () => {
    expect(splitLocale('/en/x')).toEqual({ locale: 'en', path: '/en/x' });
  });
});

describe('localizePath', () => {
  it('leaves English paths alone', () => {
    expect(localizePath('/login', 'en')).toBe('/login');
    expect(localizePath('login', 'en')).toBe('/login');
  });

  it('prefixes French paths', () => {
    expect(localizePath('/login', 'fr')).toBe('/fr/login');
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/?redirect=%2Fx', 'fr')).toBe('/fr?redirect=%2Fx');
    expect(localizePath('/search?keywords=abc', 'fr')).toBe('/fr/search?keywords=abc');
  });
});

describe('switchLocalePath', () => {
  it('keeps the current page when switching language', () => {
    expect(switchLocalePath('/p1/collects/c1', 'fr')).toBe('/fr/p1/collects/c1');
    expect(switchLocalePath('/fr/p1/collects/c1', 'en')).toBe('/p1/collects/c1');
    expect(switchLocalePath('/fr', 'en')).toBe('/');
    expect(switchLocalePath('/fr/login', 'fr')).toBe('/fr/login');
  });
});
