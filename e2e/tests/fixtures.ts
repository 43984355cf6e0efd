import { test as base, expect } from '@playwright/test';

/**
 * A page that records console errors and failed same-origin requests, so every test can assert the
 * page loaded cleanly (CSP violations show up here as console errors too).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
