/* global window, document, HTMLInputElement, ResizeObserver */
// The hosted card form in the shopper's browser. It talks to exactly one parent origin (from the
// page's data attributes), validates with the same rules the gateway applies, and sends the card
// only to the gateway's own origin. The page that frames it never sees the number or the CVC.
import {
  cardDigits,
  cvcLengthOf,
  detectBrand,
  groupDigits,
  maxDigitsOf,
  schemeAsksCvc,
  validateCvc,
  validateExpiry,
  validateHolder,
  validateNumber,
} from './cardRules.js';

const settings = document.body.dataset;
const parentOrigin = settings.parentOrigin;
const TYPES = JSON.parse(settings.messageTypes);
const TEXTS = JSON.parse(settings.texts);
// Which cards the form takes (data-scheme): any card, or Bancontact cards only (no CVC field).
const SCHEME = settings.scheme ?? 'card';
const FIELD_NAMES = ['number', 'expiry', 'cvc', 'holder'].filter(
  (name) => name !== 'cvc' || schemeAsksCvc(SCHEME),
);

const form = document.getElementById('card-form');
const announcer = document.getElementById('announcer');
const formError = document.getElementById('form-error');
const brandBox = document.getElementById('card-brand');
const brandIcon = brandBox.querySelector('.brand-icon');
const brandName = brandBox.querySelector('.brand-name');
const inputs = Object.fromEntries(
  FIELD_NAMES.map((name) => [name, document.getElementById(`card-${name}`)]),
);

const framed = window.parent !== window;
let submitting = false;

/** Only ever to the one allowed origin; opened on its own (no parent) the form says nothing. */
function tell(message) {
  if (framed) window.parent.postMessage(message, parentOrigin);
}

function currentBrand() {
  return detectBrand(cardDigits(inputs.number.value), SCHEME);
}

const validators = {
  number: (value) => validateNumber(value, SCHEME),
  expiry: (value) => validateExpiry(value, new Date()),
  cvc: (value) => validateCvc(value, currentBrand()),
  holder: (value) => validateHolder(value),
};

function textFor(name, reason) {
  if (name === 'cvc' && reason === 'invalid')
    return TEXTS[`cvc.invalid${cvcLengthOf(currentBrand())}`];
  return TEXTS[`${name}.${reason}`] ?? TEXTS[`${name}.invalid`];
}

function labelOf(name) {
  return TEXTS[`${name}.label`];
}

/** Shows (or clears) a field's error under it and marks the field for assistive technology. */
function showReason(name, reason) {
  const input = inputs[name];
  input.setAttribute('aria-invalid', reason ? 'true' : 'false');
  document.getElementById(`card-${name}-error`).textContent = reason ? textFor(name, reason) : '';
}

/** One polite live region: cleared first so the same text is announced again. */
function announce(text) {
  announcer.textContent = '';
  window.setTimeout(() => {
    announcer.textContent = text;
  }, 50);
}

function validateField(name) {
  const reason = validators[name](inputs[name].value);
  showReason(name, reason);
  return reason;
}

/** Every field; errors shown, announced, and the first invalid field focused. */
function validateAll() {
  const invalid = FIELD_NAMES.filter((name) => validateField(name) !== null);
  if (invalid.length > 0) {
    announce(
      invalid
        .map((name) => `${labelOf(name)}: ${textFor(name, validators[name](inputs[name].value))}`)
        .join(' '),
    );
    inputs[invalid[0]].focus();
  }
  return invalid;
}

/** Rewrites an input's value and keeps the caret after the same number of digits. */
function reformat(input, format) {
  const before = input.value;
  const caret = input.selectionStart ?? before.length;
  const digitsBeforeCaret = before.slice(0, caret).replace(/\D/g, '').length;
  const after = format(before);
  if (after === before) return;
  input.value = after;
  let position = 0;
  for (let seen = 0; position < after.length && seen < digitsBeforeCaret; position++) {
    if (/\d/.test(after[position])) seen++;
  }
  if (document.activeElement === input) input.setSelectionRange(position, position);
}

function formatNumber(value) {
  const digits = value.replace(/\D/g, '');
  return groupDigits(digits.slice(0, maxDigitsOf(detectBrand(digits, SCHEME))), SCHEME);
}

/** MM/YY; autofill's MM/YYYY becomes MM/YY, a leading 2-9 becomes 02-09. */
function formatExpiry(value) {
  const fourDigitYear = /^\s*(\d{1,2})\s*\/\s*\d{2}(\d{2})\s*$/.exec(value);
  let digits = fourDigitYear
    ? fourDigitYear[1].padStart(2, '0') + fourDigitYear[2]
    : value.replace(/\D/g, '');
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function formatCvc(value) {
  return value.replace(/\D/g, '').slice(0, cvcLengthOf(currentBrand()));
}

function showBrand() {
  const digits = cardDigits(inputs.number.value);
  const brand = detectBrand(digits, SCHEME);
  const known = digits !== '';
  brandBox.hidden = !known;
  brandBox.dataset.brand = brand;
  brandIcon.src = `${settings.brandIcons}/${brand.toLowerCase()}.svg`;
  brandName.textContent = known ? TEXTS[`brand.${brand}`] : '';
  inputs.number.setAttribute(
    'aria-describedby',
    known ? 'card-number-error card-brand' : 'card-number-error',
  );
}

const FORMATTERS = { number: formatNumber, expiry: formatExpiry, cvc: formatCvc };

for (const name of FIELD_NAMES) {
  const input = inputs[name];
  input.addEventListener('input', () => {
    if (FORMATTERS[name]) reformat(input, FORMATTERS[name]);
    if (name === 'number') {
      showBrand();
      // The CVC's length depends on the brand: an AMEX number makes 3 digits too few.
      if (inputs.cvc?.getAttribute('aria-invalid') === 'true') validateField('cvc');
    }
    // An error goes away as soon as the entry is right; a new one waits for blur or submit.
    if (input.getAttribute('aria-invalid') === 'true') validateField(name);
  });
  input.addEventListener('blur', () => {
    if (input.value.trim() !== '') validateField(name);
  });
}

// Backspace right after a group space removes the digit before it, not just the space that the
// formatter would put back at once.
inputs.number.addEventListener('beforeinput', (event) => {
  const input = inputs.number;
  const caret = input.selectionStart;
  if (event.inputType !== 'deleteContentBackward' || caret !== input.selectionEnd || !caret) return;
  if (input.value[caret - 1] !== ' ') return;
  event.preventDefault();
  input.value = input.value.slice(0, caret - 2) + input.value.slice(caret);
  input.setSelectionRange(caret - 2, caret - 2);
  input.dispatchEvent(new window.Event('input'));
});

// The form has no button of its own: Enter asks the page to pay, as its 'pay now' button would.
form.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
    event.preventDefault();
    tell({ type: TYPES.submitRequested });
  }
});
form.addEventListener('submit', (event) => event.preventDefault());

function showFormError(key) {
  formError.textContent = key ? TEXTS[key] : '';
  if (key) announce(TEXTS[key]);
}

async function tokenise() {
  const response = await fetch(settings.cardsPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'omit',
    cache: 'no-store',
    body: JSON.stringify({
      number: inputs.number.value,
      expiry: inputs.expiry.value,
      cvc: inputs.cvc?.value ?? '',
      holder: inputs.holder.value,
    }),
  });
  const body = await response.json().catch(() => ({}));
  return { status: response.status, body };
}

async function submit() {
  if (submitting) return;
  showFormError(null);
  const invalid = validateAll();
  if (invalid.length > 0) {
    tell({ type: TYPES.invalid, fields: invalid });
    return;
  }
  submitting = true;
  form.setAttribute('aria-busy', 'true');
  try {
    const { status, body } = await tokenise();
    if (status === 201) {
      tell({
        type: TYPES.tokenised,
        cardToken: body.cardToken,
        brand: body.brand,
        lastDigits: body.lastDigits,
        // The page keeps the name for the visit, so "Try again" need not ask for it again.
        holder: inputs.holder.value.trim(),
      });
      return;
    }
    const fields = Array.isArray(body.fields)
      ? body.fields.filter((field) => FIELD_NAMES.includes(field.field))
      : [];
    if (status === 400 && fields.length > 0) {
      // The gateway disagreed with the form (it should not): show its reasons the same way.
      for (const field of fields) showReason(field.field, field.message);
      announce(
        fields
          .map((field) => `${labelOf(field.field)}: ${textFor(field.field, field.message)}`)
          .join(' '),
      );
      inputs[fields[0].field].focus();
      tell({ type: TYPES.invalid, fields: fields.map((field) => field.field) });
      return;
    }
    const expired = status === 404 || status === 410;
    showFormError(expired ? 'sessionExpired' : 'failed');
    tell({ type: TYPES.failed, reason: expired ? 'session-expired' : 'error' });
  } catch {
    showFormError('failed');
    tell({ type: TYPES.failed, reason: 'error' });
  } finally {
    submitting = false;
    form.removeAttribute('aria-busy');
  }
}

// Messages from anyone but the framing page on the allowed origin are ignored.
window.addEventListener('message', (event) => {
  if (event.origin !== parentOrigin || event.source !== window.parent || !framed) return;
  if (event.data && event.data.type === TYPES.submit) void submit();
  // The name typed earlier in this visit ("Try again"): only into an empty field, never a number.
  if (
    event.data &&
    event.data.type === TYPES.prefill &&
    typeof event.data.holder === 'string' &&
    inputs.holder.value === ''
  ) {
    inputs.holder.value = event.data.holder.slice(0, 70);
  }
});

function height() {
  return Math.ceil(document.body.getBoundingClientRect().height);
}

tell({ type: TYPES.ready, height: height() });
new ResizeObserver(() => tell({ type: TYPES.resize, height: height() })).observe(document.body);
