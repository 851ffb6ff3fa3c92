import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths of this app', () => {
    expect(safeRedirect('/fr/p1/dashboard?x=1')).toBe('/fr/p1/dashboard?x=1');
  });

  it('drops anything that could leave the app', () => {
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('remembers where the user was', () => {
    expect(loginPathFor('/p1/members?page=2')).toBe('/login?redirect=%2Fp1%2Fmembers%3Fpage%3D2');
  });

  it('does not send the user back to the sign-in page itself', () => {
    expect(loginPathFor('/login?redirect=%2Fx')).toBe('/login');
    expect(loginPathFor('/fr/login')).toBe('/login');
    expect(loginPathFor(null)).toBe('/login');
  });
});
