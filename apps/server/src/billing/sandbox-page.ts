const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

export type SandboxPageView = {
  purchaseId: string;
  planTitle: string;
  days: number;
  amount: number;
  currency: string;
  /** The status as the history would show it; only `pending` gets the buttons. */
  status: string;
  returnUrl: string;
};

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f1f5f9;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#0f172a}
main{width:min(420px,92vw);background:#fff;border-radius:16px;padding:28px;box-shadow:0 10px 30px #0f172a1a}
h1{font-size:1.15rem;margin:0 0 4px}.note{color:#64748b;font-size:.85rem;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#64748b}dd{margin:0;text-align:end}
.amount{font-size:1.6rem;font-weight:700}.actions{display:grid;gap:10px}form{margin:0}
button{width:100%;padding:12px;border:0;border-radius:10px;font:inherit;font-weight:600;cursor:pointer}
.pay{background:#0d9488;color:#fff}.fail{background:#fee2e2;color:#9f1239}.cancel{background:#e2e8f0;color:#334155}
a{color:#0d9488}code{font-size:.8rem;word-break:break-all}`;

const actionForm = (purchaseId: string, action: 'pay' | 'fail' | 'cancel', label: string): string =>
  `<form method="post" action="/api/v1/billing/sandbox/${encodeURIComponent(purchaseId)}/${action}">` +
  `<button class="${action}" type="submit">${label}</button></form>`;

/**
 * The sandbox gateway's payment page: self-contained HTML with inline CSS and no script (the CSP allows none),
 * and plain forms, so it works without JavaScript.
 */
export const sandboxPage = (view: SandboxPageView): string => {
  const id = escapeHtml(view.purchaseId);
  const amount = `${view.amount.toFixed(2)} ${escapeHtml(view.currency.toUpperCase())}`;
  const buttons = [
    actionForm(view.purchaseId, 'pay', 'Pay'),
    actionForm(view.purchaseId, 'fail', 'Fail'),
    actionForm(view.purchaseId, 'cancel', 'Cancel'),
  ];
  const back = `<a href="${escapeHtml(view.returnUrl)}">Back to purchase history</a>`;
  const body =
    view.status === 'pending'
      ? `<div class="actions">${buttons.join('')}</div>`
      : `<p>This payment is ${escapeHtml(view.status)}. ${back}</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Tradescope sandbox payment</title><style>${STYLE}</style></head>
<body><main>
<h1>Sandbox payment</h1><p class="note">Test gateway: no money moves. Choose how this payment ends.</p>
<dl><dt>Plan</dt><dd>${escapeHtml(view.planTitle)}</dd><dt>Duration</dt><dd>${view.days} days</dd>
<dt>Payment</dt><dd><code>${id}</code></dd><dt>Amount</dt><dd class="amount">${amount}</dd></dl>
${body}
</main></body></html>`;
};

export const notFoundPage = (): string =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment not found</title></head>' +
  '<body><p>This payment does not exist.</p></body></html>';
