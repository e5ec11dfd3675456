// The card rules the hosted form (in the shopper's browser) and the gateway (when it tokenises)
// share, so both accept exactly the same cards. Plain JavaScript with no imports: the browser
// loads this very file, and the gateway imports it (types in cardRules.d.ts).

const DEFAULT_GAPS = [4, 8, 12, 16];

/**
 * Brands by the first digits of the number. Each prefix range compares that many leading digits;
 * the longest matching prefix wins, so Visa/Dankort (4571) and the sandbox's Cartes Bancaires
 * BINs (4035 50–52, 4970 10–19) beat Visa (4).
 */
export const CARD_BRAND_RULES = [
  {
    brand: 'VISA',
    prefixes: [['4', '4']],
    lengths: [13, 16, 19],
    gaps: DEFAULT_GAPS,
    cvcLength: 3,
  },
  {
    brand: 'VISADANKORT',
    prefixes: [['4571', '4571']],
    lengths: [16],
    gaps: DEFAULT_GAPS,
    cvcLength: 3,
  },
  {
    brand: 'CARTEBANCAIRE',
    prefixes: [
      ['403550', '403552'],
      ['497010', '497019'],
    ],
    lengths: [16],
    gaps: DEFAULT_GAPS,
    cvcLength: 3,
  },
  {
    brand: 'MASTERCARD',
    prefixes: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
    gaps: DEFAULT_GAPS,
    cvcLength: 3,
  },
  {
    brand: 'AMEX',
    prefixes: [
      ['34', '34'],
      ['37', '37'],
    ],
    lengths: [15],
    gaps: [4, 10],
    cvcLength: 4,
  },
  {
    brand: 'JCB',
    prefixes: [['3528', '3589']],
    lengths: [16, 17, 18, 19],
    gaps: DEFAULT_GAPS,
    cvcLength: 3,
  },
  {
    brand: 'DINERS',
    prefixes: [
      ['300', '305'],
      ['3095', '3095'],
      ['36', '36'],
      ['38', '39'],
    ],
    lengths: [14, 16, 19],
    gaps: [4, 10, 14],
    cvcLength: 3,
  },
  {
    brand: 'UNIONPAY',
    prefixes: [
      ['62', '62'],
      ['81', '81'],
    ],
    lengths: [16, 17, 18, 19],
    gaps: DEFAULT_GAPS,
    cvcLength: 3,
  },
  {
    brand: 'DISCOVER',
    prefixes: [
      ['6011', '6011'],
      ['644', '649'],
      ['65', '65'],
    ],
    lengths: [16, 17, 18, 19],
    gaps: DEFAULT_GAPS,
    cvcLength: 3,
  },
];

/**
 * Bancontact cards (BCMC, the Belgian debit scheme), accepted only by a Bancontact card form:
 * BIN 6703, 16 to 19 digits (mostly 17), and no security code printed on the card.
 */
export const BANCONTACT_CARD_RULES = [
  {
    brand: 'BCMC',
    prefixes: [['6703', '6703']],
    lengths: [16, 17, 18, 19],
    gaps: DEFAULT_GAPS,
    cvcLength: 0,
  },
];

/** The cards a form accepts: any card brand above, or Bancontact cards only. */
export const CARD_SCHEMES = { card: CARD_BRAND_RULES, bancontact: BANCONTACT_CARD_RULES };

const ALL_RULES = [...CARD_BRAND_RULES, ...BANCONTACT_CARD_RULES];

const UNKNOWN_RULE = {
  brand: 'UNKNOWN',
  prefixes: [],
  lengths: [],
  gaps: DEFAULT_GAPS,
  cvcLength: 3,
};

/** The longest card number any brand allows, in digits. */
export const MAX_CARD_DIGITS = 19;
export const MAX_HOLDER_LENGTH = 70;
/** Cards are issued for at most this many years ahead; anything later is a typo. */
export const MAX_EXPIRY_YEARS_AHEAD = 20;

/** A letter first, then letters, marks, spaces, apostrophes, dots and hyphens. */
const HOLDER_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

function ruleOf(digits, scheme = 'card') {
  let best = UNKNOWN_RULE;
  let bestLength = 0;
  for (const rule of CARD_SCHEMES[scheme] ?? CARD_BRAND_RULES) {
    for (const [from, to] of rule.prefixes) {
      const head = digits.slice(0, from.length);
      if (head.length === from.length && head >= from && head <= to && from.length > bestLength) {
        best = rule;
        bestLength = from.length;
      }
    }
  }
  return best;
}

/** The digits of what the shopper typed: spaces and dashes are how people write numbers. */
export function cardDigits(value) {
  return String(value).replace(/[\s-]/g, '');
}

/** The brand of a number among the brands a form of `scheme` accepts (UNKNOWN otherwise). */
export function detectBrand(digits, scheme = 'card') {
  return ruleOf(digits, scheme).brand;
}

/** Digits of the brand's security code; 0 for a card that has none (Bancontact). */
export function cvcLengthOf(brand) {
  return (ALL_RULES.find((rule) => rule.brand === brand) ?? UNKNOWN_RULE).cvcLength;
}

export function maxDigitsOf(brand) {
  const rule = ALL_RULES.find((candidate) => candidate.brand === brand);
  return rule ? Math.max(...rule.lengths) : MAX_CARD_DIGITS;
}

/** 4242 4242 4242 4242, AMEX 3782 822463 10005, Diners 3056 930902 5904, as the brand prints it. */
export function groupDigits(digits, scheme = 'card') {
  const gaps = ruleOf(digits, scheme).gaps;
  let grouped = '';
  for (let index = 0; index < digits.length; index++) {
    if (index > 0 && gaps.includes(index)) grouped += ' ';
    grouped += digits[index];
  }
  return grouped;
}

export function passesLuhn(digits) {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** MM/YY as typed: a month and a four-digit year, or null when it is not a date. */
export function parseExpiry(value) {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(String(value));
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid until the end of its expiry month. */
export function isExpiryPast(expiry, now) {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/**
 * Each validator answers null when the field is fine, else the reason: 'required', 'invalid',
 * 'unsupported' (a number of no brand we accept), 'past' (an expired date) or 'length' (a name
 * over 70 characters). The form shows its own text for each reason; the gateway answers them.
 */
export function validateNumber(value, scheme = 'card') {
  const digits = cardDigits(value);
  if (digits === '') return 'required';
  if (!/^\d+$/.test(digits)) return 'invalid';
  const rule = ruleOf(digits, scheme);
  if (rule === UNKNOWN_RULE)
    return digits.length < 12 || !passesLuhn(digits) ? 'invalid' : 'unsupported';
  if (!rule.lengths.includes(digits.length) || !passesLuhn(digits)) return 'invalid';
  return null;
}

export function validateExpiry(value, now) {
  if (String(value).trim() === '') return 'required';
  const expiry = parseExpiry(value);
  if (!expiry || expiry.year > now.getFullYear() + MAX_EXPIRY_YEARS_AHEAD) return 'invalid';
  return isExpiryPast(expiry, now) ? 'past' : null;
}

export function validateCvc(value, brand) {
  // A card without a security code (Bancontact) is never asked for one.
  if (cvcLengthOf(brand) === 0) return null;
  const cvc = String(value).trim();
  if (cvc === '') return 'required';
  return new RegExp(`^\\d{${cvcLengthOf(brand)}}$`).test(cvc) ? null : 'invalid';
}

export function validateHolder(value) {
  const holder = normaliseHolder(value);
  if (holder === '') return 'required';
  if (holder.length > MAX_HOLDER_LENGTH) return 'length';
  return HOLDER_PATTERN.test(holder) ? null : 'invalid';
}

/** Trimmed, with runs of spaces as one: how the name is kept. */
export function normaliseHolder(value) {
  return String(value).trim().replace(/\s+/g, ' ');
}

/** Whether a form of the scheme has a CVC field at all (Bancontact cards have no code). */
export function schemeAsksCvc(scheme = 'card') {
  return (CARD_SCHEMES[scheme] ?? CARD_BRAND_RULES).some((rule) => rule.cvcLength > 0);
}

/**
 * Every field's reason in the form's order; an empty object means the card can be sent. A form
 * of the bancontact scheme has no CVC field: a number of another brand is 'unsupported' there.
 */
export function validateCardDetails(details, now, scheme = 'card') {
  const brand = detectBrand(cardDigits(details.number), scheme);
  const reasons = {
    number: validateNumber(details.number, scheme),
    expiry: validateExpiry(details.expiry, now),
    cvc: schemeAsksCvc(scheme) ? validateCvc(details.cvc, brand) : null,
    holder: validateHolder(details.holder),
  };
  return Object.fromEntries(Object.entries(reasons).filter(([, reason]) => reason !== null));
}
