import { describe, expect, it } from 'vitest';
import { signUp } from '../support/subscriber.ts';
import { browserForFile, openVisitor, signInThroughDialog } from '../support/visitor.ts';

const browser = browserForFile();

const headingStyle = async (page: import('playwright-core').Page) => {
  const heading = page.locator('main h1').first();
  await heading.waitFor();
  return heading.evaluate((el) => {
    const style = getComputedStyle(el);
    return { family: style.fontFamily.split(',')[0].replace(/['"]/g, '').trim(), weight: style.fontWeight };
  });
};

describe('page titles', () => {
  it('share one style, the serif of the home page, on every page', async () => {
    const { page, errors } = await openVisitor(browser(), { path: '/' });
    // Each page's styles may arrive after its first paint: the style that settles is compared.
    const home = { family: 'Literata', weight: '400' };
    await expect.poll(() => headingStyle(page)).toEqual(home);
    for (const path of ['/privacy', '/reset-password?token=x', '/no-such-page', '/bible-reader', '/daily-ten']) {
      await page.goto(path);
      await expect.poll(async () => ({ path, ...(await headingStyle(page)) })).toEqual({ path, ...home });
    }
    const account = await signUp();
    await signInThroughDialog(page, account.email);
    await page.goto('/account');
    await expect.poll(async () => ({ path: '/account', ...(await headingStyle(page)) })).toEqual({ path: '/account', ...home });
    expect(errors).toEqual([]);
  });
});
