import { describe, expect, it } from 'vitest';
import { gatewayLocaleOf } from './gatewayLocale';

describe('gatewayLocaleOf', () => {
  it.each([
    [null, undefined, null],
    ['de_AT', undefined, 'de_AT'],
    // The pick is the link's language: the link's own locale, with its country's formats.
    ['de_AT', 'de', 'de_AT'],
    ['zh_TW', 'zh-Hant', 'zh_TW'],
    // Another language: the pick, with the link's country as the page formats with.
    ['de_DE', 'ar', 'ar-DE'],
    ['en_GB', 'he', 'he-GB'],
    ['de_DE', 'zh-Hant', 'zh-Hant-DE'],
    [null, 'fa', 'fa'],
    ['de', 'ar', 'ar'],
  ])('link %s, picked %s → %s', (link, picked, expected) => {
    expect(gatewayLocaleOf(link, picked)).toBe(expected);
  });
});
