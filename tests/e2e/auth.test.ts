import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { devMail, unique } from '../support/api.ts';
import { signupCodeFor, signUpConfirmed } from '../support/accounts.ts';
import { browserForFile, openVisitor } from '../support/visitor.ts';

const browser = browserForFile();

const dialog = (page: Page) => page.locator('dialog[open]');
const message = (page: Page) => dialog(page).locator('.auth-message');

const openPage = (path = '/') => openVisitor(browser(), { path });

const signInThroughModal = async (page: Page, email: string, password: string) => {
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => dialog(page).getByRole('heading').innerText()).toBe('Welcome Back');
  await dialog(page).getByLabel('Email', { exact: true }).fill(email);
  await dialog(page).getByLabel('Password', { exact: true }).fill(password);
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
};

describe('signing up, out and in', () => {
  it('creates an account, signs out with a new device id, fails a wrong password and signs in', async () => {
    const { page, errors } = await openPage('/?auth=signup');
    const email = `${unique('ruth')}@example.com`;
    await expect.poll(() => dialog(page).getByRole('heading').innerText()).toBe('Create Account');
    expect(page.url()).not.toContain('auth=');

    const create = dialog(page).getByRole('button', { name: 'Create Account' });
    await dialog(page).getByLabel('Name (optional)').fill('Ruth');
    await dialog(page).getByLabel('Email', { exact: true }).fill(email);
    await dialog(page).getByLabel('Password', { exact: true }).fill('abc');
    await dialog(page).getByText('3 more characters needed').waitFor();
    expect(await create.isDisabled()).toBe(true);
    await dialog(page).getByLabel('Password', { exact: true }).fill('still waters');
    await dialog(page).getByText('Password length OK').waitFor();
    expect(await create.isDisabled()).toBe(true);
    await dialog(page).getByLabel(/I agree to the Privacy Policy/).check();
    expect(await create.isEnabled()).toBe(true);
    await create.click();

    // Nothing is made until the emailed link is opened.
    await expect.poll(() => dialog(page).getByRole('heading').innerText(), { timeout: 10_000 }).toBe('Check Your Email');
    expect(await dialog(page).getByRole('status').innerText()).toContain(email);
    expect(await page.evaluate(() => localStorage.getItem('verse_auth_token'))).toBeNull();
    await dialog(page).getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await page.goto(`/?confirm=${encodeURIComponent(await signupCodeFor(email))}`);
    await page.getByText('Welcome to Verse!').waitFor();
    expect(page.url()).not.toContain('confirm=');

    const menuButton = page.getByRole('button', { name: 'Ruth', exact: true });
    await menuButton.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('verse_auth_token'))).toMatch(/^ey/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('verse_user')))!)).toMatchObject({ email, name: 'Ruth' });

    // The menu: keyboard opens it, shows name and email, Escape closes it and focus returns.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.innerText()).toContain(email);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send Feedback');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign out');
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('menu');

    const deviceBefore = await page.evaluate(() => localStorage.getItem('verse_device_id'));
    await menuButton.click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Sign out' }).click()]);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('verse_auth_token'))).toBeNull();
    const deviceAfter = await page.evaluate(() => [localStorage.getItem('verse_device_id'), localStorage.getItem('verseDeviceId')]);
    expect(deviceAfter[0]).toMatch(/^device_[0-9a-f]{24}$/);
    expect(deviceAfter[0]).not.toBe(deviceBefore);
    expect(deviceAfter[1]).toBe(deviceAfter[0]);

    await signInThroughModal(page, email, 'wrong password');
    await expect.poll(() => message(page).innerText()).toBe('Incorrect email or password');
    expect(await message(page).getAttribute('class')).toContain('auth-message--error');

    await dialog(page).getByLabel('Password', { exact: true }).fill('still waters');
    await dialog(page).getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Ruth', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('forgotten password', () => {
  it('mails a link that sets a new password, which then signs in', async () => {
    const email = `${unique('naomi')}@example.com`;
    await signUpConfirmed(email, 'old password');
    const { page, errors } = await openPage('/');

    await page.getByRole('button', { name: 'Login' }).click();
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await expect.poll(() => dialog(page).getByRole('heading').innerText()).toBe('Reset Password');
    await dialog(page).getByLabel('Email', { exact: true }).fill(email);
    await dialog(page).getByRole('button', { name: 'Send Reset Link' }).click();
    await expect.poll(() => message(page).innerText()).toBe('Password reset instructions sent to your email');
    expect(await message(page).getAttribute('class')).toContain('auth-message--ok');
    // Back to sign-in by itself after 3 seconds.
    await expect.poll(() => dialog(page).getByRole('heading').innerText(), { timeout: 6000 }).toBe('Welcome Back');

    const mail = (await devMail(email)).find((m) => m.subject === 'Reset your Verse password')!;
    const link = new URL(/http\S+\/reset-password\?token=\S+/.exec(mail.text)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password').fill('new song');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('Your password has been reset. You can now sign in with your new password.').waitFor();

    await page.getByRole('button', { name: 'Sign In' }).click();
    await dialog(page).getByLabel('Email', { exact: true }).fill(email);
    await dialog(page).getByLabel('Password', { exact: true }).fill('new song');
    await dialog(page).getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'User', exact: true }).waitFor();

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password').fill('another song');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('This reset link is invalid or has expired. Please request a new one.').waitFor();
    expect(errors).toEqual([]);
  });
});
