import { describe, expect, it, vi } from 'vitest';
import { fakeService, problem } from '../test/fakeService';
import { apiRequest, rememberCsrfToken, whenSessionEnds } from './apiClient';
import { ApiError } from './apiError';

describe('apiRequest', () => {
  it('sends the session cookie and the CSRF token only on unsafe calls', async () => {
    const { calls } = fakeService({
      'GET /api/v1/payment-links': { body: { links: [] } },
      'POST /api/v1/payment-links': { status: 201, body: { uuid: 'x' } },
    });
    rememberCsrfToken('token-1');
    await apiRequest('/api/v1/payment-links');
    await apiRequest('/api/v1/payment-links', { method: 'POST', body: { amount: 1 } });
    expect(calls[0]?.credentials).toBe('same-origin');
    expect(calls[0]?.headers['X-CSRF-Token']).toBeUndefined();
    expect(calls[1]?.credentials).toBe('same-origin');
    expect(calls[1]?.headers['X-CSRF-Token']).toBe('token-1');
    expect(calls[1]?.headers['Content-Type']).toBe('application/json');
    expect(calls[1]?.body).toEqual({ amount: 1 });
  });

  it('sends an Idempotency-Key when given one', async () => {
    const { calls } = fakeService({ 'POST /api/v1/charges': { status: 201, body: {} } });
    await apiRequest('/api/v1/charges', { method: 'POST', body: {}, idempotencyKey: 'key-7' });
    expect(calls[0]?.headers['Idempotency-Key']).toBe('key-7');
  });

  it('turns a problem answer into an ApiError with its fields and wait', async () => {
    fakeService({
      'POST /api/v1/payment-links': problem(400, 'VALIDATION_FAILED', 'invalid', {
        fields: [{ field: '/body/amount', message: 'must be >= 0' }],
      }),
      'POST /api/console/v1/session': {
        ...problem(429, 'TOO_MANY_ATTEMPTS'),
        headers: { 'Retry-After': '120' },
      },
    });
    const invalid = await apiRequest('/api/v1/payment-links', { method: 'POST', body: {} }).catch(
      (error: unknown) => error,
    );
    expect(invalid).toBeInstanceOf(ApiError);
    expect((invalid as ApiError).code).toBe('VALIDATION_FAILED');
    expect((invalid as ApiError).fieldMessages()).toEqual({ amount: 'must be >= 0' });
    const throttled = await apiRequest('/api/console/v1/session', {
      method: 'POST',
      body: {},
      sessionCall: true,
    }).catch((error: unknown) => error);
    expect((throttled as ApiError).status).toBe(429);
    expect((throttled as ApiError).retryAfterSeconds).toBe(120);
  });

  it('reports an ended session on a 401, but not for the session calls themselves', async () => {
    fakeService({
      'GET /api/v1/overview': problem(401, 'UNAUTHORIZED'),
      'POST /api/console/v1/session': problem(401, 'INVALID_CREDENTIALS'),
    });
    const ended = vi.fn();
    whenSessionEnds(ended);
    await expect(
      apiRequest('/api/console/v1/session', { method: 'POST', body: {}, sessionCall: true }),
    ).rejects.toThrow(ApiError);
    expect(ended).not.toHaveBeenCalled();
    await expect(apiRequest('/api/v1/overview')).rejects.toThrow(ApiError);
    expect(ended).toHaveBeenCalledOnce();
  });

  it('names a failed network as such', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/v1/overview')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
