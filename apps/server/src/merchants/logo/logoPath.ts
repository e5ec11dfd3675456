import type { LogoContentType } from '@paypage/contract/merchantLogo';
import { LOGO_PATH_PREFIX } from '@paypage/contract/merchantLogo';
import { LOGO_EXTENSIONS } from './logoImage';

/** The logo's address: its content hash, so it can be cached for good and replaced by a new one. */
export function logoPathOf(logo: { contentHash: string; contentType: LogoContentType }): string {
  return `${LOGO_PATH_PREFIX}/${logo.contentHash}.${LOGO_EXTENSIONS[logo.contentType]}`;
}
