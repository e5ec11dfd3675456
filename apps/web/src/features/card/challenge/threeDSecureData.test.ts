import { describe, expect, it } from 'vitest';
import {
  challengeWindowSizeFor,
  creqOf,
  decodeChallenge,
  decodeFingerprint,
  threeDSMethodDataOf,
} from './threeDSecureData';

const GATEWAY = 'https://gateway.paypage.test';
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (value: string) => JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));

const fingerprint = {
  threeDSMethodUrl: `${GATEWAY}/3ds/method`,
  threeDSServerTransID: 'c9b8e2a4-0000-4000-8000-000000000001',
  threeDSMethodNotificationURL: `${GATEWAY}/3ds/method-notification`,
};
const challenge = {
  acsUrl: `${GATEWAY}/3ds/challenge`,
  threeDSServerTransID: 'c9b8e2a4-0000-4000-8000-000000000001',
  acsTransID: 'a1b2c3d4-0000-4000-8000-000000000002',
  messageVersion: '2.2.0',
};

describe('3-D Secure data from the service', () => {
  it('decodes a fingerprint and builds threeDSMethodData (EMV: two fields, base64url)', () => {
    const decoded = decodeFingerprint(encode(fingerprint), GATEWAY);
    expect(decoded).toEqual(fingerprint);
    expect(decode(threeDSMethodDataOf(fingerprint))).toEqual({
      threeDSServerTransID: fingerprint.threeDSServerTransID,
      threeDSMethodNotificationURL: fingerprint.threeDSMethodNotificationURL,
    });
  });

  it('decodes a challenge and builds the CReq with the window size', () => {
    expect(decodeChallenge(encode(challenge), GATEWAY)).toEqual(challenge);
    expect(decode(creqOf(challenge, '02'))).toEqual({
      threeDSServerTransID: challenge.threeDSServerTransID,
      acsTransID: challenge.acsTransID,
      messageVersion: '2.2.0',
      messageType: 'CReq',
      challengeWindowSize: '02',
    });
  });

  it('refuses frames anywhere but the gateway, and anything malformed', () => {
    expect(
      decodeFingerprint(
        encode({ ...fingerprint, threeDSMethodUrl: 'https://evil.test/x' }),
        GATEWAY,
      ),
    ).toBeUndefined();
    expect(
      decodeChallenge(encode({ ...challenge, acsUrl: 'javascript:alert(1)' }), GATEWAY),
    ).toBeUndefined();
    expect(decodeChallenge(encode({ ...challenge, acsTransID: '' }), GATEWAY)).toBeUndefined();
    expect(decodeFingerprint('%%%not-base64', GATEWAY)).toBeUndefined();
    expect(decodeFingerprint(null, GATEWAY)).toBeUndefined();
  });

  it.each([
    [1200, '03'],
    [500, '03'],
    [499, '02'],
    [390, '02'],
    [389, '01'],
    [200, '01'],
  ] as const)('a %i px wide room gets challenge window %s', (width, size) => {
    expect(challengeWindowSizeFor(width)).toBe(size);
  });
});
