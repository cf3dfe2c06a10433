import { describe, expect, it } from 'vitest';
import { unique } from '../support/api.ts';
import { browserForFile, openVisitor } from '../support/visitor.ts';
import { signUp } from '../support/subscriber.ts';

const browser = browserForFile();

describe('/account', () => {
  it('offers sign-in and sign-up when signed out, signs in, shows the free account and signs out', async () => {
    const { email } = await signUp(`${unique('lydia')}@example.com`, 'Lydia');
    const { page, errors } = await openVisitor(browser());
    await page.goto('/account');
    const main = page.locator('main');
    await main.getByRole('button', { name: 'Sign Up for Verse' }).waitFor();
    await main.getByRole('link', { name: 'Back to Home' }).waitFor();

    await main.getByRole('button', { name: 'Sign In' }).click();
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password').fill('wrong one');
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    await main.getByRole('button', { name: 'Sign In' }).click();
    await main.getByText('Incorrect email or password').waitFor();
    expect(alerts).toEqual([]);
    await main.getByRole('button', { name: 'Forgot password?' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Reset Password' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Reset Password' }).isVisible()).toBe(false);

    await main.getByLabel('Password').fill('still waters 23');
    await main.getByRole('button', { name: 'Sign In' }).click();
    await main.getByText('Free Account').waitFor();
    await main.getByText(email).waitFor();
    await main.getByText('You have 4 free verse searches every 48 hours').waitFor();
    await page.getByRole('button', { name: 'Lydia', exact: true }).waitFor();

    await Promise.all([page.waitForEvent('load'), main.getByRole('button', { name: 'Sign Out' }).click()]);
    await main.getByRole('button', { name: 'Sign Up for Verse' }).waitFor();
    expect(errors).toEqual([]);
  });
});
