import { THREE_DS_MESSAGE } from '@paypage/contract/cardPaymentConstants';
import { SIGNATURE_HEADER } from '@paypage/contract/webhookSignature';
import { SETTLE_STATUS_EFFECTS, TEST_DATA_TABLES } from './sandboxData';
import type { TestDataTable } from './sandboxData';
import { MAX_DELIVERY_ATTEMPTS } from '@paypage/contract/webhookRetrySchedule';
import type { GatewayMethod, RouteDoc } from '../payments/gatewayMethod';
import { html, joinHtml, type Html } from '../hosted/html';
import { renderTable } from './dataTable';

export const SANDBOX_STYLESHEET_PATH = '/assets/sandbox.css';

const API_ROUTES: readonly RouteDoc[] = [
  [
    'POST',
    '/v1/payments',
    'Create a payment (status RECEIVED). The same reference answers the existing payment.',
  ],
  ['GET', '/v1/payments/{id}', 'Read a payment.'],
  [
    'POST',
    '/v1/payments/{id}/three-d-secure',
    'Card payments: a 3-D Secure step is done ({"step":"fingerprint","threeDSCompInd":"Y"|"N"} or {"step":"challenge"}); answers the payment, final or with its next action.',
  ],
  [
    'POST',
    '/v1/payments/{id}/capture',
    'Capture an AUTHORISED payment once, all or {"amount"} up to what was reserved (SUCCESS).',
  ],
  [
    'POST',
    '/v1/payments/{id}/cancel',
    'Give up a payment that waits on the shopper (waitsOnShopper true: 3-D Secure, a checkout, a bank, wallet or app page, a QR code or an account not yet paid): REFUSED with reason CANCELLED, with its webhook. A final payment, or one the shopper has decided (Trustly confirming), is answered unchanged.',
  ],
  ['POST', '/v1/payments/{id}/void', 'Release an AUTHORISED payment nothing was captured of.'],
  [
    'POST',
    '/v1/payments/{id}/refunds',
    'Refund a SUCCESS payment: {"reference","amount"}, in parts up to what was taken; SEPA refunds are PENDING until the credit transfer clears.',
  ],
  [
    'POST',
    '/v1/card-sessions',
    'Open the hosted card form for a payment link: {token, integrationId, expiresAt}, valid 30 minutes.',
  ],
  ['POST', '/v1/sandbox/payments/{id}/settle', 'Sandbox only: decide an open payment’s outcome.'],
  [
    'POST',
    '/v1/sandbox/payments/{id}/expire',
    'Sandbox only: a payment that waits on the shopper (3-D Secure, a checkout, a bank or app page, KCP’s window, a virtual account, a UPI or PromptPay request) runs out now; an open payment is REFUSED with reason EXPIRED. 409 for a payment that never runs out.',
  ],
  ['GET', '/healthz', 'Liveness check, no key needed.'],
];

/** Every method with an approval page shares this one (GatewayMethod.approval). */
const APPROVAL_ROUTES: readonly RouteDoc[] = [
  [
    'GET',
    '/hosted/approve/{paymentId}',
    'The sandbox bank, wallet or provider page of a payment: choose (a bank, an account) and approve, decline, or cancel (every page has a Cancel: REFUSED, CANCELLED).',
  ],
  [
    'POST',
    '/hosted/approve/{paymentId}',
    'Decides the payment (form fields decision and choice), sends its webhook, and returns the shopper to the payment’s returnUrl.',
  ],
];

/** What the shopper's browser loads, framed by the payment page: no API key. */
const HOSTED_ROUTES: readonly RouteDoc[] = [
  [
    'GET',
    '/hosted/card-form?token={token}',
    'The card form. Only the session’s allowed origin may frame it; it talks to that origin by postMessage.',
  ],
  [
    'POST',
    '/hosted/card-sessions/{token}/cards',
    'Tokenises a card. Only the card form itself (the gateway’s own origin) may call it.',
  ],
  [
    'POST',
    '/3ds/method',
    'The hidden 3DS method frame (form field threeDSMethodData); goes on to the notification URL.',
  ],
  [
    'POST',
    '/3ds/method-notification',
    `Posts {type: '${THREE_DS_MESSAGE.methodCompleted}', threeDSServerTransID} to the payment page.`,
  ],
  [
    'POST',
    '/3ds/challenge',
    'The challenge frame (form field creq): a one-time-code form sized by challengeWindowSize.',
  ],
  [
    'POST',
    '/3ds/challenge/{acsTransID}',
    `The shopper’s code; posts {type: '${THREE_DS_MESSAGE.challengeCompleted}', threeDSServerTransID, transStatus: 'Y'|'N'} to the payment page.`,
  ],
];

/** The developer's home page of the sandbox gateway: what it is, its API and its test data. */
export function renderSandboxPage(
  publicBaseUrl: string,
  methods: readonly GatewayMethod[],
): string {
  const apiRoutes = [...API_ROUTES, ...methods.flatMap((m) => m.routeDocs?.api ?? [])];
  const hostedRoutes = [
    ...HOSTED_ROUTES,
    ...(methods.some((m) => m.approval) ? APPROVAL_ROUTES : []),
    ...methods.flatMap((m) => m.routeDocs?.hosted ?? []),
  ];
  const testData = [...TEST_DATA_TABLES, ...methods.flatMap((m) => m.testData ?? [])];
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paypage sandbox gateway</title>
<link rel="stylesheet" href="${SANDBOX_STYLESHEET_PATH}">
</head>
<body>
<header>
<h1>Paypage sandbox gateway</h1>
<p>A payment provider for development and tests. It moves no money: every payment here is
simulated, and its outcome is decided with the test data below.</p>
</header>
<main>
<section aria-labelledby="api">
<h2 id="api">API</h2>
<p>Base URL <code>${publicBaseUrl}</code>. Every <code>/v1</code> call needs the header
<code>Authorization: Bearer &lt;GATEWAY_API_KEY&gt;</code> and answers JSON.</p>
${renderTable({ caption: 'Routes', columns: ['Route', 'Method', 'What it does'], rows: apiRoutes.map(([method, path, what]) => [path, method, what]), codeColumns: [0, 1] })}
</section>
<section aria-labelledby="hosted">
<h2 id="hosted">Hosted pages</h2>
<p>The payment page frames the card form with the token of a card session. The form detects the
brand as the shopper types, validates, and answers the page's <code>submit</code> message with a
card token. A card payment is then decided by its test card: at once, or after the 3DS method
frame (the page waits 10 seconds at most) and the challenge frame, each reported back with
<code>/v1/payments/{id}/three-d-secure</code>.</p>
${renderTable({ caption: 'Hosted pages', columns: ['Route', 'Method', 'What it does'], rows: hostedRoutes.map(([method, path, what]) => [path, method, what]), codeColumns: [0, 1] })}
</section>
<section aria-labelledby="webhooks">
<h2 id="webhooks">Webhooks</h2>
<p>Every status change sends the payment-link service one <code>payment.updated</code> event,
<code>{id, type, createdAt, data}</code> with the payment as <code>data</code>. The header
<code>${SIGNATURE_HEADER}: t=&lt;unix seconds&gt;,v1=&lt;hex&gt;</code> carries the HMAC-SHA256
of <code>&lt;t&gt;.&lt;raw body&gt;</code> keyed with <code>GATEWAY_WEBHOOK_SECRET</code>.
Events of one payment arrive in order. A delivery that does not answer 2xx within 5 seconds
is retried after 1, 2, 4 … seconds (at most 5 minutes apart), ${MAX_DELIVERY_ATTEMPTS} attempts in all.</p>
</section>
<section aria-labelledby="settle">
<h2 id="settle">Settle statuses</h2>
<p>Send <code>{"status": "…"}</code> to <code>/v1/sandbox/payments/{id}/settle</code>. Only a
payment that is RECEIVED or PENDING can be settled; AUTHORISED, SUCCESS and REFUSED are final
and answer 409.</p>
${renderTable({ caption: 'What each settle status does', columns: ['Status', 'Effect'], rows: SETTLE_STATUS_EFFECTS.map(({ status, effect }) => [status, effect]), codeColumns: [0] })}
</section>
${joinHtml(testData.map(renderTestData), '\n')}
</main>
</body>
</html>
`.markup;
}

function renderTestData(table: TestDataTable): Html {
  const id = table.id;
  const methods = joinHtml(
    table.appliesTo.map((method) => html`<code>${method}</code>`),
    ', ',
  );
  return html`<section aria-labelledby="${id}">
<h2 id="${id}">${table.title}</h2>
<p>${table.description}</p>
<p>Methods: ${methods}.</p>
${renderTable({ caption: table.title, columns: table.columns, rows: table.rows, codeColumns: table.codeColumns ?? [1] })}
</section>`;
}
