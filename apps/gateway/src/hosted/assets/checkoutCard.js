/* global window, document */
// The Bancontact card checkout in the shopper's browser: ask the framed card form for a token,
// pay with it, and run the bank's 3-D Secure in frames, until the payment is decided. Everything
// it talks to is on the gateway's own origin; the settings come from the page's data attributes.

const settings = document.body.dataset;
const TEXTS = JSON.parse(settings.texts ?? '{}');
const OWN_ORIGIN = window.location.origin;
const statusLine =
  document.getElementById('checkout-status-text') ?? document.getElementById('checkout-status');

/** Decided: back to the payment page, which asks the service how it ended. */
function goBack(returnUrl) {
  if (statusLine) statusLine.textContent = TEXTS.returning;
  window.location.assign(returnUrl);
}

/** EMV 3DS challengeWindowSize: 01 250×400, 02 390×400, 03 500×600 (wide to narrow). */
const WINDOW_SIZES = [
  ['03', 500, 600],
  ['02', 390, 400],
  ['01', 250, 400],
];
/** How long the bank's device check may take before the payment goes on without it. */
const DEVICE_CHECK_TIMEOUT_MS = 10_000;
/** Tokenising is one request of the form to the gateway; past this the checkout stops waiting. */
const TOKENISE_TIMEOUT_MS = 30_000;

function encodeBase64UrlJson(value) {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decodeBase64UrlJson(encoded) {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
}

let frameCount = 0;

/** A frame whose document is the answer to a form posted into it, as EMV 3DS asks. */
function postedFrame(container, action, fields, title, hidden) {
  frameCount += 1;
  const name = `checkout-3ds-${frameCount}`;
  const frame = document.createElement('iframe');
  frame.name = name;
  frame.title = title;
  frame.className = hidden ? 'checkout-three-d-secure__method' : 'checkout-three-d-secure__frame';
  if (hidden) {
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
  }
  container.append(frame);
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.target = name;
  form.hidden = true;
  for (const [field, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
  return frame;
}

/** The next message of `type` about this 3-D Secure transaction from the gateway's frames. */
function frameMessage(type, threeDSServerTransID, timeoutMs) {
  return new Promise((resolve) => {
    const timer = timeoutMs ? window.setTimeout(() => finish(undefined), timeoutMs) : undefined;
    function listen(event) {
      const data = event.data;
      if (event.origin !== OWN_ORIGIN || data?.type !== type) return;
      if (data.threeDSServerTransID !== threeDSServerTransID) return;
      finish(data);
    }
    function finish(data) {
      window.clearTimeout(timer);
      window.removeEventListener('message', listen);
      resolve(data);
    }
    window.addEventListener('message', listen);
  });
}

function payByCard() {
  const TYPES = JSON.parse(settings.messageTypes);
  const formFrame = document.getElementById('checkout-card-form');
  const payButton = document.getElementById('checkout-pay');
  const cardBox = document.getElementById('checkout-card');
  const bankBox = document.getElementById('checkout-three-d-secure');
  const problem = document.getElementById('checkout-problem');
  let formReady = false;
  let paying = false;
  let answerTokenise;

  function showProblem(text) {
    problem.textContent = text ?? '';
    problem.hidden = !text;
  }

  function ready() {
    paying = false;
    payButton.disabled = !formReady;
    cardBox.removeAttribute('aria-busy');
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== OWN_ORIGIN || event.source !== formFrame.contentWindow) return;
    const message = event.data ?? {};
    if (message.type === TYPES.card.ready || message.type === TYPES.card.resize) {
      if (typeof message.height === 'number' && message.height > 0) {
        formFrame.style.height = `${message.height}px`;
      }
      if (message.type === TYPES.card.ready) {
        formReady = true;
        if (!paying) payButton.disabled = false;
      }
    } else if (message.type === TYPES.card.submitRequested) {
      void pay();
    } else if (answerTokenise) {
      answerTokenise(message);
    }
  });

  function tokenise() {
    return new Promise((resolve) => {
      const timer = window.setTimeout(
        () => finish({ type: TYPES.card.failed }),
        TOKENISE_TIMEOUT_MS,
      );
      function finish(message) {
        window.clearTimeout(timer);
        answerTokenise = undefined;
        resolve(message);
      }
      answerTokenise = (message) => {
        if ([TYPES.card.tokenised, TYPES.card.invalid, TYPES.card.failed].includes(message.type)) {
          finish(message);
        }
      };
      formFrame.contentWindow.postMessage({ type: TYPES.card.submit }, OWN_ORIGIN);
    });
  }

  async function post(url, body) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      cache: 'no-store',
      body: JSON.stringify({ sessionData: settings.sessionData, ...body }),
    });
    if (!response.ok) throw new Error(`The checkout answered ${response.status}`);
    return response.json();
  }

  /** The bank's frames take the card form's place; the shopper is told and focus follows. */
  function showBank() {
    cardBox.hidden = true;
    bankBox.hidden = false;
    const intro = bankBox.querySelector('p');
    intro.tabIndex = -1;
    intro.focus();
  }

  async function deviceCheck(fingerprint) {
    const frame = postedFrame(
      bankBox,
      fingerprint.threeDSMethodUrl,
      {
        threeDSMethodData: encodeBase64UrlJson({
          threeDSServerTransID: fingerprint.threeDSServerTransID,
          threeDSMethodNotificationURL: fingerprint.threeDSMethodNotificationURL,
        }),
      },
      TEXTS.methodFrame,
      true,
    );
    const done = await frameMessage(
      TYPES.threeDS.methodCompleted,
      fingerprint.threeDSServerTransID,
      DEVICE_CHECK_TIMEOUT_MS,
    );
    frame.remove();
    return done ? 'Y' : 'N';
  }

  async function bankChallenge(challenge) {
    const room = bankBox.clientWidth;
    const [size, width, height] =
      WINDOW_SIZES.find(([, fits]) => fits <= room) ?? WINDOW_SIZES[WINDOW_SIZES.length - 1];
    const creq = encodeBase64UrlJson({
      threeDSServerTransID: challenge.threeDSServerTransID,
      acsTransID: challenge.acsTransID,
      messageVersion: challenge.messageVersion,
      messageType: 'CReq',
      challengeWindowSize: size,
    });
    const frame = postedFrame(bankBox, challenge.acsUrl, { creq }, TEXTS.challengeFrame, false);
    frame.style.width = `${width}px`;
    frame.style.height = `${height}px`;
    // The bank's form is the shopper's next step: its first field gets the focus.
    frame.addEventListener('load', () =>
      frame.contentDocument?.querySelector('input:not([type=hidden])')?.focus(),
    );
    await frameMessage(TYPES.threeDS.challengeCompleted, challenge.threeDSServerTransID);
    frame.remove();
  }

  /** Follows the checkout's answers until the payment is decided. */
  async function carryOn(state) {
    if (state.returnUrl) {
      goBack(state.returnUrl);
      return;
    }
    const action = state.action;
    if (action?.type === 'threeDSMethod') {
      showBank();
      const compInd = await deviceCheck(decodeBase64UrlJson(action.fingerprint));
      await carryOn(
        await post(settings.threeDSecureUrl, { step: 'fingerprint', threeDSCompInd: compInd }),
      );
      return;
    }
    if (action?.type === 'challenge') {
      showBank();
      await bankChallenge(decodeBase64UrlJson(action.challenge));
      statusLine.textContent = TEXTS.checking;
      await carryOn(await post(settings.threeDSecureUrl, { step: 'challenge' }));
      return;
    }
    throw new Error('The checkout named no next step');
  }

  async function pay() {
    if (paying || !formReady) return;
    paying = true;
    payButton.disabled = true;
    cardBox.setAttribute('aria-busy', 'true');
    showProblem(null);
    try {
      const result = await tokenise();
      // The form shows and announces what is wrong with the card itself.
      if (result.type === TYPES.card.invalid) return ready();
      if (result.type !== TYPES.card.tokenised) throw new Error('The card form failed');
      statusLine.textContent = TEXTS.checking;
      await carryOn(await post(settings.payUrl, { cardToken: result.cardToken }));
    } catch (error) {
      console.error(error);
      cardBox.hidden = false;
      bankBox.hidden = true;
      showProblem(TEXTS.failed);
      ready();
    }
  }

  payButton.addEventListener('click', () => void pay());
  // The form loads once this page listens: its first message (ready) cannot be missed.
  formFrame.src = formFrame.dataset.src;
  // A reload in the middle of 3-D Secure goes on with the step the payment is at.
  if (settings.pendingAction) {
    paying = true;
    carryOn({ action: JSON.parse(settings.pendingAction) }).catch((error) => {
      console.error(error);
      showProblem(TEXTS.failed);
    });
  }
}

payByCard();
