import { describe, expect, it } from 'vitest';
import { COMMON_SECURITY_HEADERS, inlineScriptHashes } from '@verse/shared/security-headers';
import { baseUrl } from '../support/api.ts';
import { browserForFile, openVisitor } from '../support/visitor.ts';

const browser = browserForFile();

describe('the web app under its Content-Security-Policy', () => {
  it('serves every page and asset with the security headers; the policy hashes exactly the inline scripts the page carries', async () => {
    const page = await fetch(`${baseUrl()}/some/client/route`);
    const html = await page.text();
    const csp = page.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1].split(' ') ?? [];
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(inlineScriptHashes(html).sort());
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    for (const res of [page, await fetch(`${baseUrl()}${asset}`), await fetch(`${baseUrl()}/missing.png`)]) {
      for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) expect(res.headers.get(name), `${res.url} ${name}`).toBe(value);
    }
  });

  it('runs the app, a search and a share card with no policy violation, and refuses a script injected into the page', async () => {
    const { page, errors } = await openVisitor(browser());
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.goto('/');
    const input = page.getByLabel('Ask a question, share a feeling, or name a topic or date');
    await input.fill('peace');
    await input.press('Enter');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Your Verse' });
    await dialog.getByRole('button', { name: /^Facebook/ }).click();
    await dialog.getByRole('img', { name: /^Share card: / }).waitFor({ timeout: 15_000 });
    const injected = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.injected = true';
      document.body.append(s);
      return (window as unknown as { injected?: boolean }).injected ?? false;
    });
    expect(injected).toBe(false);
    const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    expect(violations).toEqual(['script-src-elem inline']);
    expect(errors.filter((e) => !/Content Security Policy/.test(e))).toEqual([]);
  });
});
