import { describe, expect, it } from 'vitest';

import { stackContext } from '../support/stack-context.js';

async function page(path: string): Promise<{ response: Response; html: string }> {
  const response = await fetch(`${stackContext().webUrl}${path}`);
  return { response, html: await response.text() };
}

describe('hosting', () => {
  it('serves the single-page app at /', async () => {
    const { response, html } = await page('/');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toMatch(/<script[^>]+type="module"/);
  });

  it('serves the same app at a deep link, in French too', async () => {
    const root = await page('/');
    const deep = await page('/fr/some/page');

    expect(deep.response.status).toBe(200);
    expect(deep.html).toBe(root.html);
  });

  it('serves the sign-in page already rendered, in its language, with the same app', async () => {
    const root = await page('/');
    const scripts = (html: string) => html.match(/<script[^>]*><\/script>/g);
    for (const [path, lang, heading] of [
      ['/login?redirect=%2Fprofile', 'en', 'Welcome back'],
      ['/fr/login', 'fr', 'Bon retour parmi nous'],
      ['/forgot_pwd', 'en', 'Reset your password'],
    ] as const) {
      const login = await page(path);

      expect(login.response.status).toBe(200);
      expect(login.response.headers.get('cache-control')).toBe('no-cache');
      expect(login.html).toContain(`<html lang="${lang}"`);
      expect(login.html).toContain(heading);
      expect(login.html).toContain('<div id="root"><div inert');
      expect(scripts(login.html)).toEqual(scripts(root.html));
    }
  });

  it('lets browsers revalidate the page and keep hashed assets for a year', async () => {
    const { response, html } = await page('/');
    const asset = /(?:src|href)="(\/assets\/[^"]+)"/.exec(html)?.[1];

    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(asset).toBeDefined();
    const assetResponse = await fetch(`${stackContext().webUrl}${asset ?? ''}`);
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get('cache-control')).toContain('immutable');
  });

  it('sends security headers', async () => {
    const { response } = await page('/');

    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
