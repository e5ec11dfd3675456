/**
 * The locales a merchant may make its page's default: the page's 42 catalogues (apps/web
 * lib/i18n/languageNames.ts; the console imports nothing of the page), Traditional Chinese as
 * zh_TW, as a link's locale names it (SPEC §3).
 */
export const PAGE_LOCALES: readonly string[] = (
  'ar bg ca cs da de el en es et fa fi fil fr he hi hr hu id it ja ' +
  'ko lt lv ms mt nl no pl pt ro ru sk sl sr sv th tr uk vi zh zh_TW'
).split(' ');

/** A locale's name in the console's language ("German", "Chinese (Taiwan)"), else its code. */
export function localeName(locale: string, language: string): string {
  try {
    return (
      new Intl.DisplayNames(language, { type: 'language' }).of(locale.replace('_', '-')) ?? locale
    );
  } catch {
    return locale;
  }
}
