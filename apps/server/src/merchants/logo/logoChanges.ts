import { MAX_LOGO_BYTES, type MerchantLogo } from '@paypage/contract/merchantLogo';
import { invalidInput, notFound } from '../../http/problem';
import type { Services } from '../../services';
import { settingChangesRepository } from '../settingChangesRepository';
import { checkLogo } from './logoImage';
import { logoPathOf } from './logoPath';

/** The base64 body of the largest logo, with room for the JSON around it. */
export const LOGO_UPLOAD_BODY_LIMIT_BYTES = Math.ceil(MAX_LOGO_BYTES / 3) * 4 + 1024;

/**
 * Setting and removing a merchant's logo, whoever asks (the operator, or the merchant in its
 * console): the same checks, the page shows the change at once, and the change log names who.
 */
export function logoChanges(services: Services) {
  const changes = settingChangesRepository(services.db);
  return {
    async set(merchantId: string, imageBase64: string, actor: string): Promise<MerchantLogo> {
      const checked = checkLogo(Buffer.from(imageBase64, 'base64'));
      if (!checked.ok) throw invalidInput([{ field: 'body.image', message: checked.message }]);
      const before = await services.logos.addressOf(merchantId);
      await services.logos.save({ merchantId, ...checked });
      services.merchantProfiles.forget(merchantId);
      const url = logoPathOf(checked);
      await changes.record([
        {
          merchantId,
          actor,
          field: 'logo',
          oldValue: before ? logoPathOf(before) : null,
          newValue: url,
        },
      ]);
      return { url, contentType: checked.contentType, bytes: checked.image.length };
    },

    async remove(merchantId: string, actor: string): Promise<void> {
      const before = await services.logos.addressOf(merchantId);
      if (!before) throw notFound('This merchant has no logo');
      await services.logos.delete(merchantId);
      services.merchantProfiles.forget(merchantId);
      await changes.record([
        { merchantId, actor, field: 'logo', oldValue: logoPathOf(before), newValue: null },
      ]);
    },
  };
}
