// Every browser context aborts requests that do not go to the loopback address.
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export async function blockOutside(context: BrowserContext) {
  await context.route('**/*', (route) =>
    LOOPBACK.has(new URL(route.request().url()).hostname) ? route.continue() : route.abort('blockedbyclient'),
  );
}

export async function newContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4321', ...options });
  await blockOutside(context);
  return context;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await blockOutside(context);
    await use(context);
  },
});

export { expect };
