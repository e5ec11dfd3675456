import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingTotpStep, otpauthUri } from './totp';
import { hashPassword, needsRehash, unknownUserHash, verifyPassword } from './passwordHash';

// RFC 6238 appendix B: the SHA-1 seed, and the last six digits of its eight-digit values.
const RFC_SEED = Buffer.from('12345678901234567890');
const RFC_VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];

describe('TOTP (RFC 6238, SHA-1, 6 digits, 30 s)', () => {
  it.each(RFC_VECTORS)('gives the RFC’s code at %i s', (seconds, code) => {
    expect(hotp(RFC_SEED, Math.floor(seconds / 30))).toBe(code);
  });

  it('encodes base32 as RFC 4648 does, and reads it back', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode(base32Encode(RFC_SEED))).toEqual(RFC_SEED);
  });

  it('accepts a code one step either side of now, and no further', () => {
    const secret = base32Encode(RFC_SEED);
    const now = 1111111111_000;
    const step = Math.floor(now / 30_000);
    expect(matchingTotpStep(secret, hotp(RFC_SEED, step), now)).toBe(step);
    expect(matchingTotpStep(secret, hotp(RFC_SEED, step - 1), now)).toBe(step - 1);
    expect(matchingTotpStep(secret, hotp(RFC_SEED, step + 1), now)).toBe(step + 1);
    expect(matchingTotpStep(secret, hotp(RFC_SEED, step - 2), now)).toBeUndefined();
    expect(matchingTotpStep(secret, hotp(RFC_SEED, step + 2), now)).toBeUndefined();
  });

  it('names the account, issuer and parameters in the otpauth URI', () => {
    const uri = new URL(otpauthUri('MZXW6YTBOI', 'ana@shop.example', 'Paypage'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Paypage:ana@shop.example');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'MZXW6YTBOI',
      issuer: 'Paypage',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('console passwords (scrypt)', () => {
  it('verifies the password it hashed, with its own salt each time, and nothing else', async () => {
    const first = await hashPassword('a long passphrase');
    const second = await hashPassword('a long passphrase');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('a long passphrase', first)).toBe(true);
    expect(await verifyPassword('a long passphrase!', first)).toBe(false);
    expect(await verifyPassword('a long passphrase', 'md5$abc')).toBe(false);
    expect(await verifyPassword('', unknownUserHash())).toBe(false);
    // A hash of an older, cheaper cost still verifies, and is due for a new one.
    expect(needsRehash(first)).toBe(false);
    expect(needsRehash('scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA')).toBe(true);
  });
});
