/**
 * Both webhook directions (gateway → service, service → merchant) sign the same way:
 * header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The receiver rejects
 * a signature older than the tolerance and an event id it has already accepted.
 */
export const SIGNATURE_HEADER = 'paypage-signature';
export const SIGNATURE_TOLERANCE_S = 300;

export function formatSignatureHeader(timestampS: number, hexDigest: string): string {
  return `t=${timestampS},v1=${hexDigest}`;
}

export function signedPayload(timestampS: number, rawBody: string): string {
  return `${timestampS}.${rawBody}`;
}

export function parseSignatureHeader(
  header: string,
): { timestampS: number; digest: string } | null {
  const parts = new Map(
    header.split(',').map((part) => {
      const [key, ...rest] = part.trim().split('=');
      return [key ?? '', rest.join('=')] as const;
    }),
  );
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^[0-9]{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return null;
  return { timestampS: Number(t), digest: v1 };
}
