import { randomBytes } from 'node:crypto';
import { CARD_PAYMENT_LABELS } from '@hubgrade/domain/card-payments/labels';
import type { CheckoutState } from '@hubgrade/domain/card-payments/rules';
import { formatCents } from '@hubgrade/domain/format/money';

/**
 * The built-in card provider's hosted page: one self-contained HTML document (styles and script
 * inline under a nonce), as a provider's checkout page would be. It shows the amount and what it
 * pays, and its two buttons post the outcome to /api/paiement-carte/{session}/issue, then follow
 * the address the answer gives (the product's success or cancel address).
 */

const STYLE = `
*{box-sizing:border-box}body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:16px;color:#1f2933;background:#fafafa}
main{max-width:480px;margin:32px auto;background:#fff;border:1px solid #e0e0e0;border-radius:8px;padding:24px}
h1{font-size:1.25rem;margin:0 0 8px}p{margin:8px 0}.amount{font-size:1.75rem;font-weight:700;margin:16px 0 4px}
dl{margin:16px 0}dt{font-weight:600;color:#555;font-size:.875rem}dd{margin:0 0 8px;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:16px}
button{font:inherit;padding:10px 16px;border-radius:4px;border:1px solid #1565c0;background:#1565c0;color:#fff;cursor:pointer;flex:1 1 180px}
button.danger{background:#fff;color:#c62828;border-color:#c62828}button:disabled{opacity:.5;cursor:default}
.error{color:#c62828}.info{color:#555}
`;

const SCRIPT = `
(function () {
  var data = JSON.parse(document.getElementById('checkout-data').textContent);
  var buttons = document.querySelectorAll('button[data-outcome]');
  function show(text) { var el = document.getElementById('status'); el.textContent = text; el.className = 'error'; }
  function decide(outcome) {
    buttons.forEach(function (b) { b.disabled = true; });
    fetch(data.base + '/issue', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ outcome: outcome })
    }).then(function (res) {
      return res.json().catch(function () { return null; }).then(function (json) {
        if (!res.ok || !json || !json.url) throw new Error((json && json.message) || data.error);
        window.location.assign(json.url);
      });
    }).catch(function (error) {
      show(error.message || data.error);
      buttons.forEach(function (b) { b.disabled = false; });
    });
  }
  buttons.forEach(function (b) { b.addEventListener('click', function () { decide(b.getAttribute('data-outcome')); }); });
})();
`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside a script element: nothing in it may close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface CheckoutPageSession {
  sessionId: string;
  amountCents: number;
  description: string;
  state: CheckoutState;
}

/** The page of one session; `base` is its address (the outcome is posted below it). */
export function checkoutPageHtml(base: string, session: CheckoutPageSession): { html: string; nonce: string } {
  const nonce = randomBytes(16).toString('base64');
  const P = CARD_PAYMENT_LABELS.page;
  const open = session.state === 'open';
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${P.title}</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main>
<h1>${P.title}</h1>
<p class="info">${P.intro}</p>
<p class="amount" aria-label="${P.amount}">${escapeHtml(formatCents(session.amountCents))}</p>
<dl><dt>${P.description}</dt><dd>${escapeHtml(session.description)}</dd></dl>
${
  open
    ? `<div class="actions"><button type="button" data-outcome="paid">${P.succeed}</button>
<button type="button" class="danger" data-outcome="failed">${P.fail}</button></div>`
    : `<p class="info">${P.done}</p>`
}
<p id="status" role="alert"></p>
</main>
<script id="checkout-data" type="application/json">${scriptJson({ base, error: P.error })}</script>
<script nonce="${nonce}">${SCRIPT}</script>
</body></html>`;
  return { html, nonce };
}
