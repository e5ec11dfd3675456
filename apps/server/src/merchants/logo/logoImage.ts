import { createHash } from 'node:crypto';
import type { LogoContentType } from '@paypage/contract/merchantLogo';
import { MAX_LOGO_BYTES } from '@paypage/contract/merchantLogo';
import { sanitiseSvg, UnsafeSvg } from './svgSanitiser';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// Up to the root element: a byte-order mark, an XML declaration, comments, white space.
const SVG_PROLOGUE = /^\uFEFF?\s*(<\?xml[\s\S]*?\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/;
/** File names of the served logo, by type: the address says what it is. */
export const LOGO_EXTENSIONS: Record<LogoContentType, string> = {
  'image/png': 'png',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

export type LogoCheck =
  | { ok: true; contentType: LogoContentType; image: Buffer; contentHash: string }
  | { ok: false; message: string };

/** The type an upload is, read from its first bytes: a name or a header could say anything. */
function typeOf(image: Buffer): LogoContentType | undefined {
  if (image.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  const riff = image.toString('latin1', 0, 4) === 'RIFF';
  if (riff && image.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return SVG_PROLOGUE.test(image.toString('utf8', 0, 4096)) ? 'image/svg+xml' : undefined;
}

function svgText(image: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(image);
  } catch {
    return undefined;
  }
}

/**
 * An uploaded logo as it will be stored and served: PNG and WebP as they are, an SVG sanitised;
 * or why it is refused. The hash is of what is served, so a new logo gets a new address.
 */
export function checkLogo(image: Buffer): LogoCheck {
  if (image.length > MAX_LOGO_BYTES) {
    return { ok: false, message: `The image must be at most ${MAX_LOGO_BYTES / 1024} KB` };
  }
  const contentType = typeOf(image);
  if (!contentType) return { ok: false, message: 'The image must be a PNG, WebP or SVG image' };
  let served = image;
  if (contentType === 'image/svg+xml') {
    const text = svgText(image);
    if (text === undefined) return { ok: false, message: 'The SVG image is not valid UTF-8' };
    try {
      served = Buffer.from(sanitiseSvg(text), 'utf8');
    } catch (error) {
      if (!(error instanceof UnsafeSvg)) throw error;
      return { ok: false, message: `The SVG image cannot be made safe: ${error.message}` };
    }
  }
  const contentHash = createHash('sha256').update(served).digest('hex').slice(0, 32);
  return { ok: true, contentType, image: served, contentHash };
}
