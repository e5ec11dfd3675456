import type { Theme } from '@paypage/contract/themeColours';
import type { PageSettings, PageSettingsChange } from './pageSettingsApi';

/** The form's values as typed: text where the API takes numbers or null. */
export interface SettingsDraft {
  theme: Theme;
  darkTheme: Theme;
  frameAncestors: string[];
  defaultLocale: string;
  returnUrlTimer: string;
  paypalMerchantId: string;
  creditorName: string;
  creditorId: string;
  creditorAddress: string;
}

export function draftOf(settings: PageSettings): SettingsDraft {
  return {
    theme: { ...settings.theme },
    darkTheme: { ...settings.darkTheme },
    frameAncestors: [...settings.frameAncestors],
    defaultLocale: settings.defaultLocale ?? '',
    returnUrlTimer: settings.returnUrlTimer === null ? '' : String(settings.returnUrlTimer),
    paypalMerchantId: settings.paypalMerchantId ?? '',
    creditorName: settings.creditor?.name ?? '',
    creditorId: settings.creditor?.creditorId ?? '',
    creditorAddress: settings.creditor?.address ?? '',
  };
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * What the form can tell before asking the service, by form field: colours not yet #rrggbb and
 * a return timer that is not a whole number. Every other rule is the service's, answered with
 * the same field names.
 */
export function draftProblems(draft: SettingsDraft, messages: { colour: string; whole: string }) {
  const problems: Record<string, string> = {};
  for (const [scheme, theme] of [
    ['theme', draft.theme],
    ['darkTheme', draft.darkTheme],
  ] as const) {
    for (const [name, hex] of Object.entries(theme)) {
      if (hex && !HEX.test(hex)) problems[`${scheme}.${name}`] = messages.colour;
    }
  }
  if (draft.returnUrlTimer.trim() !== '' && !/^\d+$/.test(draft.returnUrlTimer.trim())) {
    problems.returnUrlTimer = messages.whole;
  }
  return problems;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The PATCH body: every setting of the form, so what is saved is what is shown. An empty field is
 * null (cleared); an empty creditor, all three fields blank, is no creditor.
 */
export function changeOf(draft: SettingsDraft): PageSettingsChange {
  const creditorGiven = [draft.creditorName, draft.creditorId, draft.creditorAddress].some(
    (text) => text.trim() !== '',
  );
  return {
    theme: draft.theme,
    darkTheme: draft.darkTheme,
    frameAncestors: draft.frameAncestors.map((origin) => origin.trim()).filter(Boolean),
    defaultLocale: orNull(draft.defaultLocale),
    returnUrlTimer: orNull(draft.returnUrlTimer) === null ? null : Number(draft.returnUrlTimer),
    paypalMerchantId: orNull(draft.paypalMerchantId),
    creditor: creditorGiven
      ? {
          name: draft.creditorName.trim(),
          creditorId: draft.creditorId.trim().toUpperCase().replace(/\s+/g, ''),
          address: orNull(draft.creditorAddress),
        }
      : null,
  };
}
