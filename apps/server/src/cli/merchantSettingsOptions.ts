import { Compile } from 'typebox/compile';
import { MerchantSettingsSchema, type MerchantSettings } from '@paypage/contract/merchantSettings';

/** The options that set a merchant setting, as `npm run merchant -- … --help` lists them. */
export const SETTING_OPTIONS = {
  name: 'shop name shown on the page',
  'webhook-url': 'https URL (http only for localhost) that receives signed events',
  'frame-origins': 'comma-separated origins allowed to frame the page ("" for none)',
  theme: 'comma-separated colour=#rrggbb pairs, e.g. primary=#0078d6,error=#d92121',
  'dark-theme': 'the same pairs for devices set to dark; unset colours are derived from --theme',
  'paypal-merchant-id': 'PayPal merchant id (PayPal is offered only with one)',
  'creditor-name': 'SEPA creditor name (with --creditor-id)',
  'creditor-id': 'SEPA creditor identifier, e.g. DE98ZZZ09999999999',
  'creditor-address': 'SEPA creditor address',
  'default-locale': 'locale of links created without one, e.g. de_DE',
  'return-url-timer': 'seconds before the result page returns to the shop, 0-600',
  'offered-methods': 'comma-separated payment methods its links may offer, e.g. CARD,PAYPAL',
  clear:
    'comma-separated settings to clear: webhookUrl,paypalMerchantId,creditor,defaultLocale,returnUrlTimer,offeredMethods (all methods)',
} as const;

const validSettings = Compile(MerchantSettingsSchema);
const CLEARABLE = [
  'webhookUrl',
  'paypalMerchantId',
  'creditor',
  'defaultLocale',
  'returnUrlTimer',
  'offeredMethods',
];

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Builds the same settings object the operator API takes, checked by the same schema. */
export function settingsFrom(values: Record<string, string | undefined>): MerchantSettings {
  const settings: Record<string, unknown> = {};
  if (values.name !== undefined) settings.name = values.name;
  if (values['webhook-url'] !== undefined) settings.webhookUrl = values['webhook-url'];
  if (values['frame-origins'] !== undefined)
    settings.frameAncestors = list(values['frame-origins']);
  if (values.theme !== undefined) {
    settings.theme = Object.fromEntries(list(values.theme).map((pair) => pair.split('=', 2)));
  }
  if (values['dark-theme'] !== undefined) {
    settings.darkTheme = Object.fromEntries(
      list(values['dark-theme']).map((pair) => pair.split('=', 2)),
    );
  }
  if (values['paypal-merchant-id'] !== undefined)
    settings.paypalMerchantId = values['paypal-merchant-id'];
  if (values['creditor-id'] !== undefined || values['creditor-name'] !== undefined) {
    settings.creditor = {
      name: values['creditor-name'],
      creditorId: values['creditor-id'],
      ...(values['creditor-address'] ? { address: values['creditor-address'] } : {}),
    };
  }
  if (values['default-locale'] !== undefined) settings.defaultLocale = values['default-locale'];
  if (values['return-url-timer'] !== undefined)
    settings.returnUrlTimer = Number(values['return-url-timer']);
  if (values['offered-methods'] !== undefined)
    settings.offeredMethods = list(values['offered-methods']).map((method) => method.toUpperCase());
  for (const field of list(values.clear ?? '')) {
    if (!CLEARABLE.includes(field)) throw new Error(`--clear: ${field} cannot be cleared`);
    settings[field] = null;
  }
  if (!validSettings.Check(settings)) {
    const problems = [...validSettings.Errors(settings)].map(
      (error) => `  ${error.instancePath || 'settings'}: ${error.message}`,
    );
    throw new Error(`Invalid settings:\n${problems.join('\n')}`);
  }
  return settings;
}
