import { describe, expect, it } from 'vitest';
import { prerenderedHtml } from './prerendered-html';
import { renderSignInPage, renderSignInPages } from './sign-in-page';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Rainbow</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root">
      <div style="display: flex"><svg></svg></div>
    </div>
  </body>
</html>
`;

/** The page as a browser would parse it. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the prerendered sign-in page', () => {
  it('is the login page in French under /fr/login: its words, labelled inputs and title', async () => {
    const page = await renderSignInPage('login', 'fr');
    expect(page).toMatchObject({ path: '/fr/login', locale: 'fr', title: 'Connexion - Rainbow' });
    const body = parse(page.markup).body;
    expect(body.querySelector('h1')?.textContent).toBe('Bon retour parmi nous');
    const email = body.querySelector('input[type="email"]');
    expect(email).not.toBeNull();
    expect(body.querySelector(`label[for="${email?.id}"]`)?.textContent).toContain(
      'Adresse e-mail',
    );
    expect(body.querySelector('button[type="submit"]')?.textContent).toBe('Se connecter');
    expect(body.querySelector('a[href="/fr/privacy_policy"]')).not.toBeNull();
  });

  it('is in English under /login', async () => {
    const page = await renderSignInPage('login', 'en');
    expect(page).toMatchObject({ path: '/login', title: 'Sign in - Rainbow' });
    expect(parse(page.markup).body.querySelector('h1')?.textContent).toBe('Welcome back');
  });

  it('is the forgotten-password page under /forgot_pwd, its way back to /login with it', async () => {
    const page = await renderSignInPage('forgot_pwd', 'fr');
    expect(page.path).toBe('/fr/forgot_pwd');
    const body = parse(page.markup).body;
    expect(body.querySelector('input[type="email"]')).not.toBeNull();
    expect(body.querySelector('a[href="/fr/login"]')).not.toBeNull();
  });

  it('renders every prerendered page in both languages', async () => {
    const pages = await renderSignInPages();
    expect(pages.map((page) => page.path).sort()).toEqual([
      '/forgot_pwd',
      '/fr/forgot_pwd',
      '/fr/login',
      '/login',
    ]);
  });

  it('replaces the boot mark in index.html, inert until the app takes over', () => {
    const html = prerenderedHtml(SHELL, {
      path: '/fr/login',
      locale: 'fr',
      title: 'Connexion <Rainbow> $&',
      markup: '<main><h1>Bon retour</h1></main>',
    });
    const document = parse(html);
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dataset.mantineColorScheme).toBe('light');
    expect(document.title).toBe('Connexion <Rainbow> $&');
    const root = document.getElementById('root');
    expect(root?.querySelector('svg')).toBeNull();
    expect(root?.firstElementChild?.hasAttribute('inert')).toBe(true);
    expect(root?.querySelector('h1')?.textContent).toBe('Bon retour');
    // The app still starts from it.
    expect(document.querySelector('script[src="/assets/index-abc.js"]')).not.toBeNull();
  });

  it('refuses an index.html it cannot find its place in', () => {
    const page = { path: '/login', locale: 'en' as const, title: 't', markup: '' };
    expect(() => prerenderedHtml(SHELL.replace('<div id="root">', '<div>'), page)).toThrow(
      'index.html has no root to prerender into',
    );
  });
});
