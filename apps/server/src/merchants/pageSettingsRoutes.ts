import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { LogoUploadSchema, MerchantLogoSchema } from '@paypage/contract/merchantLogo';
import {
  PageSettingsPatchSchema,
  PageSettingsSchema,
  type PageSettings,
} from '@paypage/contract/merchantPageSettings';
import { errorResponses } from '../http/routeSchemas';
import type { Services } from '../services';
import { authenticatedMerchant, merchantActorLabel } from './authenticatedMerchant';
import { LOGO_UPLOAD_BODY_LIMIT_BYTES, logoChanges } from './logo/logoChanges';
import { logoPathOf } from './logo/logoPath';
import type { Merchant } from './merchant';
import { merchantAccounts } from './merchantAccounts';
import type { Permission } from './routePermission';

const AuthHeadersSchema = Type.Object({ authorization: Type.Optional(Type.String()) });
const merchantApi = {
  tags: ['merchant'],
  security: [{ apiKey: [] }],
  headers: AuthHeadersSchema,
};
const SETTINGS = { permission: 'settings:write' } as const satisfies {
  permission: Permission;
};

/**
 * The merchant's own page settings: the operator's rules and change log (merchantAccounts), the
 * fields a merchant may set, and its logo.
 */
export const pageSettingsRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const merchantOf = authenticatedMerchant(app, services.merchants);
  const accounts = merchantAccounts(services.db);
  const logos = logoChanges(services);

  async function present(merchant: Merchant): Promise<PageSettings> {
    const logo = await services.logos.addressOf(merchant.id);
    return {
      theme: merchant.theme,
      darkTheme: merchant.darkTheme,
      frameAncestors: merchant.frameAncestors,
      defaultLocale: merchant.defaultLocale,
      returnUrlTimer: merchant.returnUrlTimer,
      paypalMerchantId: merchant.paypalMerchantId,
      creditor: merchant.creditor,
      offeredMethods: merchant.offeredMethods,
      logoUrl: logo ? logoPathOf(logo) : null,
    };
  }

  app.get(
    '/api/v1/settings',
    {
      config: SETTINGS,
      schema: {
        ...merchantApi,
        operationId: 'getPageSettings',
        summary: 'Your payment page settings: colours, frame origins, locale, timer, PayPal, SEPA',
        response: { 200: PageSettingsSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => present(merchantOf(request)),
  );

  app.patch(
    '/api/v1/settings',
    {
      config: SETTINGS,
      schema: {
        ...merchantApi,
        operationId: 'changePageSettings',
        summary: 'Change page settings (any subset; null clears); shoppers see them at once',
        body: PageSettingsPatchSchema,
        response: { 200: PageSettingsSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const changed = await accounts.update(merchant.id, request.body, merchantActorLabel(request));
      services.merchantProfiles.forget(merchant.id);
      return present(changed);
    },
  );

  app.put(
    '/api/v1/settings/logo',
    {
      config: SETTINGS,
      bodyLimit: LOGO_UPLOAD_BODY_LIMIT_BYTES,
      schema: {
        ...merchantApi,
        operationId: 'setLogo',
        summary: 'Set the logo shown in the payment page header',
        body: LogoUploadSchema,
        response: { 200: MerchantLogoSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      return logos.set(merchant.id, request.body.image, merchantActorLabel(request));
    },
  );

  app.delete(
    '/api/v1/settings/logo',
    {
      config: SETTINGS,
      schema: {
        ...merchantApi,
        operationId: 'deleteLogo',
        summary: 'Remove the logo: the page header shows your name',
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const merchant = merchantOf(request);
      await logos.remove(merchant.id, merchantActorLabel(request));
      return reply.code(204).send(null);
    },
  );
};
