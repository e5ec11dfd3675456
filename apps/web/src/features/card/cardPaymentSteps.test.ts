import { describe, expect, it } from 'vitest';
import { completedPath, nextStepOf, successVariantOf } from './cardPaymentSteps';

const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const TX = 'tx_0123456789';

describe('the next step after a card payment answer (SPEC §4)', () => {
  it.each(['AUTHORIZED', 'COMPLETED'] as const)('%s goes to the completed page', (status) => {
    expect(nextStepOf(UUID, 'new-card', { status, transactionId: TX })).toEqual({
      kind: 'page',
      path: `/uuid/${UUID}/card-payment-completed?status=${status}&transactionId=${TX}`,
    });
    expect(nextStepOf(UUID, 'saved-card', { status, transactionId: TX })).toEqual({
      kind: 'page',
      path: `/uuid/${UUID}/card-asset-payment-completed?status=${status}&transactionId=${TX}`,
    });
  });

  it('goes to 3-D Secure with the fingerprint first, even when a challenge is also given', () => {
    const step = nextStepOf(UUID, 'saved-card', {
      status: 'PENDING',
      transactionId: TX,
      asynchronous: { threeDSecure2Fingerprint: 'fp', threeDSecure2Challenge: 'ch' },
    });
    expect(step.kind).toBe('page');
    const url = new URL(step.path, 'https://page.test');
    expect(url.pathname).toBe(`/uuid/${UUID}/card-challenge`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      transactionId: TX,
      savedCard: 'true',
      threeDSecure2Fingerprint: 'fp',
    });
  });

  it('goes to the challenge when there is no fingerprint', () => {
    const step = nextStepOf(UUID, 'new-card', {
      status: 'PENDING',
      transactionId: TX,
      asynchronous: { threeDSecure2Challenge: 'ch' },
    });
    const url = new URL(step.path, 'https://page.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      transactionId: TX,
      threeDSecure2Challenge: 'ch',
    });
  });

  it('leaves for the gateway with a redirectUrl', () => {
    expect(
      nextStepOf(UUID, 'new-card', {
        status: 'PENDING',
        transactionId: TX,
        asynchronous: { redirectUrl: '/3ds1/acs?id=1' },
      }),
    ).toEqual({ kind: 'gateway', path: '/3ds1/acs?id=1' });
  });

  it.each([
    { status: 'REFUSED' as const, transactionId: TX },
    { status: 'PENDING' as const, transactionId: TX },
    { status: 'PENDING' as const, transactionId: TX, asynchronous: {} },
  ])('anything else goes to the failure of that payment, with a retry: %o', (response) => {
    expect(nextStepOf(UUID, 'new-card', response)).toEqual({
      kind: 'page',
      path: `/uuid/${UUID}/failure?variant=retry&transaction=${TX}`,
    });
  });

  it('builds the completed address from the answer', () => {
    expect(completedPath(UUID, 'new-card', { status: 'COMPLETED', transactionId: TX })).toContain(
      'card-payment-completed?status=COMPLETED',
    );
  });
});

describe('the success page a paid card shows', () => {
  it.each([
    ['preauthAndCapture', 'new-card', 'completed'],
    ['debit', 'saved-card', 'completed'],
    ['preauth', 'new-card', 'authorisation'],
    ['zeroAuth', 'new-card', 'card-created'],
    ['zeroAuth', 'saved-card', 'card-selected'],
  ] as const)('%s with a %s → %s', (type, paidWith, variant) => {
    expect(successVariantOf(type, paidWith)).toBe(variant);
  });
});
