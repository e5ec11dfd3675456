import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOSTED_IMPORT_MAP_HASH } from '../../../hosted/hostedAssets';
import { THREE_DS_MESSAGE } from '@paypage/contract/cardPaymentConstants';
import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import { CHALLENGE_CODE } from '@paypage/contract/sandboxTestCards';
import {
  answerChallenge,
  challengeOf,
  creqOf,
  encode,
  fingerprintOf,
  notification,
  PAGE_ORIGIN,
  payByCard,
  postForm,
  tokenise,
} from '../../../testing/cardHelpers';
import { startTestGateway } from '../../../testing/testGateway';
import type { TestGateway } from '../../../testing/testGateway';

const FRAME_CSP = `default-src 'none'; script-src 'self' ${HOSTED_IMPORT_MAP_HASH}; style-src 'self'; connect-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors ${PAGE_ORIGIN}`;

function expectNoInlineCode(html: string) {
  expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []).toEqual([]);
  expect(html).not.toMatch(/<style/i);
  expect(html).not.toMatch(/\sstyle=/i);
  expect(html).not.toMatch(/\son[a-z]+=/i);
}

describe('3-D Secure frames', () => {
  let gateway: TestGateway;
  beforeEach(async () => {
    gateway = await startTestGateway();
  });
  afterEach(() => gateway.close());

  const pay = async (number: string) =>
    (await payByCard(gateway, await tokenise(gateway, number))).json<GatewayPayment>();

  describe('method', () => {
    const methodData = (payment: GatewayPayment) => {
      const fingerprint = fingerprintOf(payment);
      return encode({
        threeDSServerTransID: fingerprint.threeDSServerTransID,
        threeDSMethodNotificationURL: fingerprint.threeDSMethodNotificationURL,
      });
    };

    it('collects the fingerprint, goes on to the notification URL, which tells the page', async () => {
      const payment = await pay('4000000000003113');
      const method = await postForm(gateway, '/3ds/method', {
        threeDSMethodData: methodData(payment),
      });
      expect(method.statusCode).toBe(200);
      expect(method.headers['content-security-policy']).toBe(FRAME_CSP);
      expectNoInlineCode(method.body);
      expect(method.body).toContain(
        '<form id="forward" method="post" action="http://localhost:8081/3ds/method-notification">',
      );
      expect(method.body).toMatch(/<script defer src="\/hosted\/assets\/submitForm\.js\?v=/);
      const forwarded = /name="threeDSMethodData" value="([^"]+)"/.exec(method.body)?.[1] ?? '';
      const row = await gateway.db.selectFrom('three_d_secure').selectAll().executeTakeFirst();
      expect(row?.method_collected_at).not.toBeNull();

      const notified = await postForm(gateway, '/3ds/method-notification', {
        threeDSMethodData: forwarded,
      });
      expect(notified.statusCode).toBe(200);
      expect(notified.headers['content-security-policy']).toBe(FRAME_CSP);
      expectNoInlineCode(notified.body);
      expect(notified.body).toMatch(/<script defer src="\/hosted\/assets\/notifyParent\.js\?v=/);
      expect(notification(notified.body)).toEqual({
        targetOrigin: PAGE_ORIGIN,
        message: {
          type: THREE_DS_MESSAGE.methodCompleted,
          threeDSServerTransID: fingerprintOf(payment).threeDSServerTransID,
        },
      });
    });

    it('never answers for the method-timeout card', async () => {
      const payment = await pay('4000000000003147');
      const method = await postForm(gateway, '/3ds/method', {
        threeDSMethodData: methodData(payment),
      });
      expect(method.statusCode).toBe(200);
      expect(method.headers['content-security-policy']).toBe(FRAME_CSP);
      expect(method.body).not.toMatch(/<script|<form/);
      const row = await gateway.db.selectFrom('three_d_secure').selectAll().executeTakeFirst();
      expect(row?.method_collected_at).toBeNull();
    });

    it.each([
      ['data that is not base64url JSON', 'not base64!'],
      [
        'an unknown transaction',
        encode({
          threeDSServerTransID: 'nope',
          threeDSMethodNotificationURL: 'http://localhost:8081/3ds/method-notification',
        }),
      ],
    ])('answers 400 to %s', async (_label, threeDSMethodData) => {
      const response = await postForm(gateway, '/3ds/method', { threeDSMethodData });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.body).toContain('<h1>Something went wrong.</h1>');
    });

    it('will not forward the frame to a foreign notification URL', async () => {
      const payment = await pay('4000000000003113');
      const response = await postForm(gateway, '/3ds/method', {
        threeDSMethodData: encode({
          threeDSServerTransID: fingerprintOf(payment).threeDSServerTransID,
          threeDSMethodNotificationURL: 'https://evil.example/collect',
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain('evil.example');
    });

    it('answers a form without the field with an HTML 400 page', async () => {
      const response = await postForm(gateway, '/3ds/method', {}, { 'accept-language': 'de' });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('<h1>Etwas ist schiefgelaufen.</h1>');
    });
  });

  describe('challenge', () => {
    it('shows an accessible one-time-code form in the payment’s language', async () => {
      const payment = await pay('4000000000003220');
      const response = await postForm(gateway, '/3ds/challenge', {
        creq: creqOf(challengeOf(payment), '02'),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toBe(FRAME_CSP);
      const html = response.body;
      expectNoInlineCode(html);
      expect(html).not.toMatch(/<script/);
      expect(html).toContain('<html lang="de" dir="ltr">');
      expect(html).toContain('<body class="challenge window-02">');
      expect(html).toContain('<label for="otp">Einmalcode</label>');
      expect(html).toMatch(
        /<input id="otp" name="code" type="text" dir="ltr" inputmode="numeric" autocomplete="one-time-code"[^>]* aria-describedby="otp-hint">/,
      );
      expect(html).toContain(`Der Code lautet ${CHALLENGE_CODE}`);
      expect(html).toContain('19,99');
      expect(html).toContain('Karte endet auf 3220');
      expect(html).toContain(`action="/3ds/challenge/${challengeOf(payment).acsTransID}"`);
      expect(html).toContain('<button type="submit" name="action" value="confirm"');
    });

    it.each(['01', '02', '03', '04', '05'])('lays out window size %s', async (size) => {
      const payment = await pay('4000000000003220');
      const response = await postForm(gateway, '/3ds/challenge', {
        creq: creqOf(challengeOf(payment), size),
      });
      expect(response.body).toContain(`<body class="challenge window-${size}">`);
    });

    it.each([
      ['1234 on the challenge card', 'Y', '4000000000003220', CHALLENGE_CODE, 'confirm'],
      ['a wrong code', 'N', '4000000000003220', '4321', 'confirm'],
      ['no code', 'N', '4000000000003220', '', 'confirm'],
      ['cancel', 'N', '4000000000003220', CHALLENGE_CODE, 'cancel'],
      ['1234 on the challenge-failed card', 'N', '4000000000003139', CHALLENGE_CODE, 'confirm'],
    ] as const)('answers %s with transStatus %s', async (_label, status, number, code, action) => {
      const payment = await pay(number);
      const challenge = challengeOf(payment);
      const response = await answerChallenge(gateway, challenge, code, action);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toBe(FRAME_CSP);
      expectNoInlineCode(response.body);
      expect(notification(response.body)).toEqual({
        targetOrigin: PAGE_ORIGIN,
        message: {
          type: THREE_DS_MESSAGE.challengeCompleted,
          threeDSServerTransID: challenge.threeDSServerTransID,
          transStatus: status,
        },
      });
      const heading = {
        Y: 'Ihre Zahlung wurde bestätigt',
        N: 'konnte nicht bestätigt werden',
        cancelled: 'Sie haben die Zahlung abgebrochen',
      };
      expect(response.body).toContain(heading[action === 'cancel' ? 'cancelled' : status]);
    });

    it('keeps the first answer: the form is not shown again and a second code changes nothing', async () => {
      const payment = await pay('4000000000003220');
      const challenge = challengeOf(payment);
      await answerChallenge(gateway, challenge, '0000');
      const retry = await answerChallenge(gateway, challenge, CHALLENGE_CODE);
      expect((notification(retry.body).message as { transStatus: string }).transStatus).toBe('N');
      const reopened = await postForm(gateway, '/3ds/challenge', { creq: creqOf(challenge) });
      expect(reopened.statusCode).toBe(200);
      expect(reopened.body).not.toContain('name="code"');
      expect((notification(reopened.body).message as { transStatus: string }).transStatus).toBe(
        'N',
      );
    });

    it('is not open before the fingerprint step of fingerprint-then-challenge', async () => {
      const payment = await pay('4000000000003121');
      const row = await gateway.db
        .selectFrom('three_d_secure')
        .selectAll()
        .executeTakeFirstOrThrow();
      const creq = encode({
        threeDSServerTransID: row.server_trans_id,
        acsTransID: row.acs_trans_id,
        messageVersion: '2.2.0',
        messageType: 'CReq',
        challengeWindowSize: '05',
      });
      expect(payment.status).toBe('PENDING');
      expect((await postForm(gateway, '/3ds/challenge', { creq })).statusCode).toBe(409);
      expect(
        (await postForm(gateway, `/3ds/challenge/${row.acs_trans_id}`, { code: '1234' }))
          .statusCode,
      ).toBe(409);
    });

    it.each([
      ['another message type', { messageType: 'ARes' }],
      ['another version', { messageVersion: '2.1.0' }],
      ['an unknown window size', { challengeWindowSize: '06' }],
      ['a mismatched acsTransID', { acsTransID: '00000000-0000-4000-8000-000000000000' }],
    ])('answers 400 to a CReq with %s', async (_label, change) => {
      const payment = await pay('4000000000003220');
      const challenge = challengeOf(payment);
      const creq = encode({
        threeDSServerTransID: challenge.threeDSServerTransID,
        acsTransID: challenge.acsTransID,
        messageVersion: '2.2.0',
        messageType: 'CReq',
        challengeWindowSize: '05',
        ...change,
      });
      expect((await postForm(gateway, '/3ds/challenge', { creq })).statusCode).toBe(400);
    });

    it('answers 400 to an answer for an unknown transaction', async () => {
      const response = await postForm(
        gateway,
        '/3ds/challenge/00000000-0000-4000-8000-000000000000',
        { code: CHALLENGE_CODE },
      );
      expect(response.statusCode).toBe(400);
    });
  });
});
