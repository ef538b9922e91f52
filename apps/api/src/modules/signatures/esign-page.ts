import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PHONE_LABELS } from '@hubgrade/domain/phone/labels';
import { phoneCountries } from '@hubgrade/domain/phone/rules';
import { SIGNATURE_LABELS } from '@hubgrade/domain/signatures/labels';

/**
 * The built-in provider's signing page: one self-contained HTML document (styles, script and the
 * signature_pad library inline), embedded by the back-office's signature frame as a hosted
 * provider's page would be. It talks to /api/esign/{token}/… and reports to its host page with
 * postMessage: started, ping, success, error, declined (members-bookings-feed §3 Signature events).
 */

const signaturePadSource = readFileSync(createRequire(import.meta.url).resolve('signature_pad'), 'utf8');

/** JSON inside a script element: nothing in it may close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const COUNTRY_OPTIONS = phoneCountries()
  .map((c) => `<option value="${c.code}">${c.name.replace(/[<>&"]/g, '')} (+${c.callingCode})</option>`)
  .join('');

const STYLE = `
*{box-sizing:border-box}body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:16px;color:#1f2933;background:#fafafa}
h1{font-size:1.25rem;margin:0 0 12px}h2{font-size:1rem;margin:0 0 8px}section{background:#fff;border:1px solid #e0e0e0;border-radius:8px;padding:16px;margin-bottom:12px}
label{display:block;font-weight:600;margin:8px 0 4px}input,select{font:inherit;padding:8px;border:1px solid #bdbdbd;border-radius:4px;width:100%}
.row{display:flex;gap:8px}.row select{max-width:220px}button{font:inherit;padding:8px 16px;border-radius:4px;border:1px solid #1565c0;background:#1565c0;color:#fff;cursor:pointer;margin:8px 8px 0 0}
button.secondary{background:#fff;color:#1565c0}button.danger{background:#fff;color:#c62828;border-color:#c62828}button:disabled{opacity:.5;cursor:default}
canvas{border:1px dashed #9e9e9e;border-radius:4px;width:100%;max-width:520px;height:180px;touch-action:none;background:#fff}
iframe{width:100%;height:360px;border:1px solid #e0e0e0}.error{color:#c62828;margin:6px 0}.info{color:#2e7d32;margin:6px 0}.hash{font-family:monospace;font-size:.8rem;word-break:break-all;color:#555}
`;

const SCRIPT = `
(function () {
  var data = JSON.parse(document.getElementById('esign-data').textContent);
  var L = data.labels;
  var base = data.base;
  var signatureId = data.signatureId;
  function post(type, message) {
    if (window.parent === window) return;
    window.parent.postMessage({ source: 'hubgrade-esign', type: type, signatureId: signatureId, message: message }, '*');
  }
  function $(id) { return document.getElementById(id); }
  function show(id, text, kind) { var el = $(id); el.textContent = text || ''; el.className = kind || ''; }
  function call(path, body) {
    return fetch(base + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body)
    }).then(function (res) {
      return res.text().then(function (text) {
        var json = null;
        try { json = text ? JSON.parse(text) : null; } catch (e) { json = null; }
        if (!res.ok) {
          var detail = json && json.errors ? Object.keys(json.errors).map(function (k) { return json.errors[k][0]; })[0] : null;
          throw new Error(detail || (json && json.message) || L.error);
        }
        return json;
      });
    });
  }
  function finished(text) {
    $('form').hidden = true;
    show('outcome', text, 'info');
  }
  function allowedFrench(text) {
    var c = text.replace(/[^0-9+]/g, '');
    if (c === '' || c.charAt(0) === '+') return true;
    if (c.charAt(0) === '0') return c.length === 1 || c.charAt(1) === '6' || c.charAt(1) === '7';
    return c.charAt(0) === '6' || c.charAt(0) === '7';
  }
  var canvas = $('pad');
  var pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255,255,255)' });
  function resize() {
    var ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio; canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d').scale(ratio, ratio); pad.clear();
  }
  // Sized once the form shows: a hidden canvas measures 0 and would draw nothing.
  window.addEventListener('resize', function () { if (!$('form').hidden) resize(); });
  $('clear').addEventListener('click', function () { pad.clear(); });
  var mobile = $('mobile'); var previous = '';
  mobile.addEventListener('input', function () {
    if ($('country').value === 'FR' && !allowedFrench(mobile.value)) mobile.value = allowedFrench(previous) ? previous : '';
    previous = mobile.value; show('mobile-error', '');
  });
  $('country').addEventListener('change', function () {
    if ($('country').value === 'FR' && !allowedFrench(mobile.value)) { mobile.value = ''; previous = ''; }
  });
  function mobileValue() { return { countryCode: $('country').value, phoneNumber: mobile.value.replace(/[^0-9+]/g, '') }; }
  $('send-code').addEventListener('click', function () {
    show('code-status', '');
    if (!mobile.value.trim()) { show('mobile-error', L.mobileRequired, 'error'); post('error', L.mobileRequired); return; }
    $('send-code').disabled = true;
    call('/code', { name: $('name').value, mobile: mobileValue() }).then(function (answer) {
      show('code-status', L.codeSent.replace('{to}', answer.sentTo), 'info');
      $('code').focus();
    }).catch(function (error) {
      var target = error.message === L.mobileRequired ? 'mobile-error' : 'code-status';
      show(target, error.message, 'error'); post('error', error.message);
    }).finally(function () { $('send-code').disabled = false; });
  });
  $('sign').addEventListener('click', function () {
    show('sign-status', '');
    if (pad.isEmpty()) { show('sign-status', L.signatureRequired, 'error'); post('error', L.signatureRequired); return; }
    $('sign').disabled = true;
    call('/sign', { name: $('name').value, signature: pad.toDataURL('image/png'), code: $('code').value.trim() }).then(function () {
      finished(L.signed); post('success');
    }).catch(function (error) {
      show('sign-status', error.message, 'error'); post('error', error.message);
    }).finally(function () { $('sign').disabled = false; });
  });
  $('decline').addEventListener('click', function () {
    if (!window.confirm(L.declineConfirm)) return;
    call('/decline', {}).then(function () { finished(L.declined); post('declined'); })
      .catch(function (error) { show('sign-status', error.message, 'error'); post('error', error.message); });
  });
  call('', undefined).then(function (session) {
    $('name').value = session.signerName;
    $('hash').textContent = session.documentHash;
    if (session.codeSentTo) show('code-status', L.codeSent.replace('{to}', session.codeSentTo), 'info');
    if (session.state === 'signed') { finished(L.signed); post('success'); return; }
    if (session.state === 'declined') { finished(L.declined); post('declined'); return; }
    $('form').hidden = false;
    resize();
    post('started');
    setInterval(function () { post('ping'); }, 5000);
  }).catch(function (error) { show('outcome', error.message, 'error'); post('error', error.message); });
})();
`;

/** The page for one signature; `base` is its link (the API paths hang below it). */
export function signingPageHtml(base: string, signatureId: number): { html: string; nonce: string } {
  const nonce = randomBytes(16).toString('base64');
  const P = SIGNATURE_LABELS.provider;
  const data = {
    base,
    signatureId,
    labels: {
      error: P.error,
      codeSent: P.codeSent('{to}'),
      signed: P.signed,
      declined: P.declined,
      declineConfirm: P.declineConfirm,
      mobileRequired: PHONE_LABELS.mobileRequired,
      signatureRequired: SIGNATURE_LABELS.signatureRequired,
    },
  };
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${P.title}</title><style nonce="${nonce}">${STYLE}</style></head>
<body>
<h1>${P.title}</h1>
<p id="outcome" role="status"></p>
<div id="form" hidden>
<section><h2>${P.document}</h2>
<iframe title="${P.document}" src="${base}/document.pdf"></iframe>
<p><a href="${base}/document.pdf" target="_blank" rel="noopener">${P.openDocument}</a></p>
<p class="hash">${P.hash} : <span id="hash"></span></p></section>
<section>
<label for="name">${P.name}</label><input id="name" autocomplete="name" maxlength="120">
<label for="pad">${P.drawn}</label><canvas id="pad" aria-label="${P.drawn}"></canvas>
<div><button type="button" class="secondary" id="clear">${P.clear}</button></div>
<label for="mobile">${P.mobile}</label>
<div class="row"><select id="country" aria-label="${P.country}">${COUNTRY_OPTIONS}</select>
<input id="mobile" inputmode="tel" autocomplete="tel" placeholder="${PHONE_LABELS.example}" maxlength="30"></div>
<p id="mobile-error" role="alert"></p>
<button type="button" id="send-code">${P.sendCode}</button>
<p id="code-status" role="status"></p>
<label for="code">${P.code}</label><input id="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6">
<p>${P.consent}</p>
<button type="button" id="sign">${P.sign}</button><button type="button" class="danger" id="decline">${P.decline}</button>
<p id="sign-status" role="alert"></p>
</section></div>
<script id="esign-data" type="application/json">${scriptJson(data)}</script>
<script nonce="${nonce}">${signaturePadSource}</script>
<script nonce="${nonce}">${SCRIPT}</script>
</body></html>`;
  return { html, nonce };
}
