/**
 * Renders the installed app's PNG icons (web/public/icons/*.png) from their SVG sources with
 * Debian's Chromium, the browser the tests already use: `npx tsx web/scripts/render-app-icons.ts`.
 * Run it again after changing an SVG; the PNGs are committed (Android and Chrome's install
 * checks want PNGs of 192 and 512 pixels, a maskable one among them).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ICONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

const OUTPUTS = [
  { source: 'app-icon.svg', size: 192, file: 'app-icon-192.png' },
  { source: 'app-icon.svg', size: 512, file: 'app-icon-512.png' },
  { source: 'app-icon-maskable.svg', size: 512, file: 'app-icon-maskable-512.png' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const { source, size, file } of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = fs.readFileSync(path.join(ICONS, source), 'utf8');
    await page.setContent(
      `<html><body style="margin:0;background:transparent">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" ` +
        `width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.screenshot({ path: path.join(ICONS, file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
