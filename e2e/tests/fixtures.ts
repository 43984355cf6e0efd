import { type APIRequestContext, test as base, expect } from '@playwright/test';
import { apiAs } from './support/booking.ts';

type Fixtures = {
  consoleErrors: string[];
  /**
   * A request context of the test's own (so the page's session is left alone), signed in as `email`
   * when one is given; every one it made is disposed when the test ends.
   */
  newRequest: (email?: string) => Promise<APIRequestContext>;
};

/**
 * A page that records console errors and failed same-origin requests, so every test can assert the
 * page loaded cleanly (CSP violations show up here as console errors too).
 */
export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  newRequest: async ({ playwright, baseURL }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async (email) => {
      const context = email
        ? await apiAs(playwright, baseURL, email)
        : await playwright.request.newContext({ baseURL });
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.dispose()));
  },
});

export { expect };
