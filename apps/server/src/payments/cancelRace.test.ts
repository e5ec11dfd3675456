import { describe, expect, it } from 'vitest';
import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import { fakeGateway } from '../testing/fakeGateway';
import {
  cancel,
  latestPayment,
  linkRead,
  merchantListens,
  notificationsOf,
  payByCard,
} from '../testing/processingHelpers';
import { gatewayWebhook } from '../testing/chargeHelpers';
import { startTestApp } from '../testing/testApp';

const ROUNDS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('"Choose another way to pay" while the bank approves', () => {
  it('is paid once or cancelled, never both: the cancel, the link and the merchant agree', async () => {
    // Every gateway call takes a moment, so that the cancel and the approval overlap.
    const fake = fakeGateway({ delayMs: 4 });
    const t = await startTestApp({ rateLimitPerMinute: 0 }, { gateway: fake.gateway });
    await merchantListens(t);
    const outcomes = { paid: 0, cancelled: 0 };

    for (let round = 0; round < ROUNDS; round++) {
      const { uuid } = await t.createLink();
      const started = (await payByCard(t, uuid, `ct_challenge_race${round}`)).json();
      const transactionId = started.transactionId as string;

      /** The shopper's bank approves the challenge, if the cancel has not ended it first. */
      const bankApproves = async () => {
        // From at once (the bank first) to well after the cancel reached the gateway, even on a
        // busy machine: both outcomes must happen, so the spread must cover both speeds.
        await sleep((round % 10) * 4);
        const approved = fake.decideIfOpen(transactionId, { status: 'SUCCESS' });
        if (approved) await gatewayWebhook(t, approved, `evt_approve_${round}`);
      };
      const [answer] = await Promise.all([cancel(t, uuid, transactionId), bankApproves()]);
      if (!answer) throw new Error('the cancel answers');
      // The gateway's webhook for the cancel, if the cancel won, arrives after its answer.
      const atGateway = fake.payments.get(transactionId) as GatewayPayment;
      if (atGateway.status === 'REFUSED') await gatewayWebhook(t, atGateway, `evt_cancel_${round}`);

      expect(answer.statusCode, answer.body).toBe(200);
      const cancelAnswer = answer.json();
      const link = await linkRead(t, uuid);
      const latest = (await latestPayment(t, uuid)).json();
      const stored = await t.services.transactions.findById(transactionId);
      // Both pages say the same: the cancel's answer, the link read and the latest payment.
      expect(cancelAnswer.linkStatus).toBe(link.status);
      expect(latest).toMatchObject({ transactionId, status: cancelAnswer.status });
      expect(stored?.status).toBe(cancelAnswer.status);
      expect(await notificationsOf(t, transactionId)).toEqual([cancelAnswer.status]);

      if (cancelAnswer.status === 'COMPLETED') {
        outcomes.paid++;
        expect(atGateway.status).toBe('SUCCESS');
        expect(link.status).toBe('CONSUMED');
        const second = await payByCard(t, uuid, `ct_frictionless_race${round}`);
        expect(second.json().errorCode).toBe('PAYMENT_LINK_CONSUMED');
      } else {
        outcomes.cancelled++;
        expect(cancelAnswer).toMatchObject({ status: 'REFUSED', refusalReason: 'CANCELLED' });
        expect(link.status).toBe('VALID');
        // The shopper chooses another way: paid once, with the new payment.
        const second = (await payByCard(t, uuid, `ct_frictionless_race${round}`)).json();
        expect(second.status).toBe('COMPLETED');
        expect(await notificationsOf(t, second.transactionId)).toEqual(['COMPLETED']);
        expect((await linkRead(t, uuid)).status).toBe('CONSUMED');
      }
      // Never two charges of one link, whichever won.
      const links = await t.services.transactions.listByLink(uuid);
      const charges = links.filter((tx) => fake.payments.get(tx.id)?.status === 'SUCCESS');
      expect(charges).toHaveLength(1);
    }
    console.log(
      `cancel race: ${outcomes.paid} paid before the cancel, ${outcomes.cancelled} cancelled`,
    );
    expect(outcomes.paid).toBeGreaterThan(0);
    expect(outcomes.cancelled).toBeGreaterThan(0);
  }, 120_000);
});
