import type { CDPSession, Page } from 'playwright-core';

/** Issue 15's field connection: 1.6 Mbps down, 750 kbps up, 150 ms latency, a 4× slower CPU. */
export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** Milliseconds since the page's navigation started, read in the page. */
export function pageClock(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(performance.now()));
}
