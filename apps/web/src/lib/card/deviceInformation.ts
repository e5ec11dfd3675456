import type { DeviceInformation } from '@paypage/contract/cardPayments';

/**
 * What browsers send as Accept for a page: JavaScript cannot read the real header, and EMV 3DS
 * only wants to know which content the browser takes.
 */
const BROWSER_ACCEPT_HEADER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const FALLBACK_LANGUAGE = 'en';
// EMV 3DS browserLanguage is at most 8 characters: language plus a short region (de-AT, es-419).
const LANGUAGE_TAG = /^([A-Za-z]{2,3})(?:-(?:[A-Za-z]{4}-)?([A-Za-z0-9]{2,4}))?(?:-|$)/;

/** zh-Hant-TW → zh-TW; anything unreadable → en. */
export function browserLanguageOf(tag: string | undefined): string {
  const match = LANGUAGE_TAG.exec(tag ?? '');
  if (!match?.[1]) return FALLBACK_LANGUAGE;
  return match[2] ? `${match[1]}-${match[2]}` : match[1];
}

/** Minutes, bounded as EMV 3DS allows, in case a browser reports something odd. */
const boundedOffset = (minutes: number) => Math.max(-840, Math.min(720, Math.round(minutes)));

const boundedPixels = (pixels: number) => Math.max(0, Math.min(999_999, Math.round(pixels) || 0));

/** SPEC §3: the device information sent with every card payment, for the issuer's risk check. */
export function deviceInformation(): DeviceInformation {
  const colorDepth = Math.round(window.screen.colorDepth);
  return {
    colorDepth: colorDepth >= 1 && colorDepth <= 48 ? colorDepth : 24,
    screenHeight: boundedPixels(window.screen.height),
    screenWidth: boundedPixels(window.screen.width),
    timeZoneOffset: boundedOffset(new Date().getTimezoneOffset()),
    // No browser has run Java applets for years; EMV 3DS still asks.
    javaEnabled: false,
    deviceType: 'browser',
    acceptHeader: BROWSER_ACCEPT_HEADER,
    language: browserLanguageOf(navigator.language),
  };
}
