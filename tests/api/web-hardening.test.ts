import { describe, expect, it } from 'vitest';

import { stackContext } from '../support/stack-context.js';

/** Where the app loads scripts from when their keys are configured, and nowhere else. */
const SCRIPT_SOURCES = [
  "'self'",
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
  'https://apis.google.com',
  'https://accounts.google.com/gsi/client',
  'https://www.googletagmanager.com',
];

async function page(path: string): Promise<{ response: Response; text: string }> {
  const response = await fetch(`${stackContext().webUrl}${path}`);
  return { response, text: await response.text() };
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

function scriptAssets(html: string): string[] {
  return [...html.matchAll(/<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
}

describe('the web app under Hosting', () => {
  it('is served under a policy that limits every source to its own origin by default', async () => {
    const { response } = await page('/');
    const policy = directives(response.headers.get('content-security-policy') ?? '');

    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('runs scripts only from itself and the third-party hosts it uses, never inline', async () => {
    const { response, text } = await page('/');
    const scripts = directives(response.headers.get('content-security-policy') ?? '').get(
      'script-src',
    );

    expect(scripts).toEqual(SCRIPT_SOURCES);
    // No inline script in the page, so the policy needs no 'unsafe-inline'.
    expect(text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('publishes no source maps', async () => {
    const { text } = await page('/');
    const assets = scriptAssets(text);
    expect(assets.length).toBeGreaterThan(0);

    for (const asset of assets) {
      const script = await page(asset);
      expect(script.text).not.toMatch(/sourceMappingURL/);
      const map = await page(`${asset}.map`);
      expect(map.text).not.toMatch(/"mappings"/);
    }
  });
});
