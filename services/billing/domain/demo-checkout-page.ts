import { PITCH_LINE, PRICES, type PlanType } from '@verse/shared/constants';
import { escapeHtml } from '#kit/mail.ts';

export interface DemoCheckout {
  planType: PlanType;
  /** The subscriber, or for a gift the recipient. */
  email: string;
  name: string;
  /** A gift's buyer, when they were signed in. */
  buyerEmail?: string;
  buyerName?: string;
}

const PLAN_TITLES: Record<PlanType, string> = {
  monthly: 'Verse Monthly',
  annual: 'Verse Annual',
  gift: 'Verse Annual, a gift',
};

const STYLE = `
:root{color-scheme:light dark;--bg:#fbf8f2;--card:#fff;--text:#1b1f2a;--soft:#4a5163;--line:#e4dccb;--brand:#14213d;--gold:#b7862b;--warn:#fff4d6;--danger:#b42318}
@media (prefers-color-scheme:dark){:root{--bg:#0b1222;--card:#131c31;--text:#f1ece2;--soft:#b9b3a6;--line:#2a3553;--brand:#e0b04f;--gold:#e0b04f;--warn:#3a2f12;--danger:#ff8a80}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;padding:1rem}
main{width:min(100%,28rem);background:var(--card);border:1px solid var(--line);border-radius:14px;padding:1.5rem;box-shadow:0 8px 24px rgb(20 33 61/8%)}
.demo{background:var(--warn);border-radius:8px;padding:.75rem 1rem;margin:0 0 1.25rem;font-weight:600}
.demo span{display:block;font-weight:400;font-size:.9rem}
h1{font-size:1.5rem;margin:0 0 .25rem}.price{font-size:1.75rem;font-weight:700;margin:.5rem 0}.soft{color:var(--soft)}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}dt{color:var(--soft)}dd{margin:0;overflow-wrap:anywhere}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{width:100%;min-height:44px;padding:.5rem .75rem;border:1px solid var(--line);border-radius:8px;font:inherit;background:var(--bg);color:var(--text)}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}button{flex:1;min-height:44px;border-radius:999px;font:600 1rem system-ui,sans-serif;cursor:pointer;border:1px solid var(--line);background:transparent;color:var(--text)}
button.confirm{background:var(--brand);color:var(--bg);border-color:transparent}.error{color:var(--danger);font-weight:600}
`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;

/** The local stand-in for Stripe Checkout: says plainly that it is a demo and takes no payment. */
export const demoCheckoutPage = (sessionId: string, checkout: DemoCheckout, error?: string) => {
  const gift = checkout.planType === 'gift';
  const who = gift
    ? `<dt>Gift for</dt><dd>${escapeHtml(checkout.name)} (${escapeHtml(checkout.email)})</dd>`
    : `<dt>Name</dt><dd>${escapeHtml(checkout.name)}</dd><dt>Email</dt><dd>${escapeHtml(checkout.email)}</dd>`;
  const buyer = gift
    ? `<label for="buyerName">Your name</label><input id="buyerName" name="buyerName" autocomplete="name" required maxlength="100" value="${escapeHtml(checkout.buyerName ?? '')}">
<label for="buyerEmail">Your email, for the receipt</label><input id="buyerEmail" name="buyerEmail" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(checkout.buyerEmail ?? '')}">`
    : '';
  return page(
    'Demo checkout · Verse',
    `<p class="demo" role="note">Demo checkout: no payment is taken.<span>Stripe is not configured on this server, so this page stands in for it. Confirming activates the plan exactly as a real payment would.</span></p>
<h1>${PLAN_TITLES[checkout.planType]}</h1>
<p class="price">${PRICES[checkout.planType].label.replace('/', ' / ')}</p>
<p class="soft">${escapeHtml(PITCH_LINE)}</p>
<dl>${who}</dl>
<form method="post" action="/api/billing/demo-checkout">
<input type="hidden" name="session" value="${escapeHtml(sessionId)}">
${buyer}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<div class="actions">
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
<button type="submit" name="action" value="confirm" class="confirm">Confirm demo payment</button>
</div>
</form>`,
  );
};

/** A checkout link that can no longer be used. */
export const demoCheckoutGonePage = () =>
  page(
    'Checkout expired · Verse',
    `<h1>This checkout has ended</h1><p class="soft">It expired or was already completed. Nothing more will happen with it.</p><p><a href="/">Return to Verse</a></p>`,
  );
