import { describe, expect, it, vi } from 'vitest';
import type { EventsRepository } from './eventsRepository';
import { visitRecorder } from './visitRecorder';
import { startTestApp } from '../testing/testApp';

type Written = Parameters<EventsRepository['recordMany']>[0];

function fakeEvents(fail = false) {
  const writes: Written[] = [];
  const events = {
    recordMany: vi.fn(async (batch: Written) => {
      if (fail) throw new Error('disk full');
      writes.push(batch);
    }),
  } as unknown as EventsRepository;
  return { events, writes };
}

describe('recording link visits', () => {
  it('writes the visits taken down meanwhile in one go, each with its own time', async () => {
    const { events, writes } = fakeEvents();
    const visits = visitRecorder(events, () => undefined);
    visits.record('link-1', 'paypage-web/landing-page/v5.0', 'VALID');
    visits.record('link-2', null, 'EXPIRED');
    expect(writes).toEqual([]);
    await visits.flush();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toEqual([
      expect.objectContaining({
        kind: 'link_visit',
        linkUuid: 'link-1',
        detail: { status: 'VALID' },
      }),
      expect.objectContaining({ kind: 'link_visit', linkUuid: 'link-2', source: null }),
    ]);
    expect(Date.parse(writes[0]?.[0]?.at ?? '')).not.toBeNaN();
  });

  it('writes at once when many are waiting', async () => {
    const { events, writes } = fakeEvents();
    const visits = visitRecorder(events, () => undefined);
    for (let i = 0; i < 500; i++) visits.record(`link-${i}`, null, 'VALID');
    await visits.flush();
    expect(writes.map((batch) => batch.length)).toEqual([500]);
  });

  it('reports visits it could not write instead of failing anyone', async () => {
    const { events } = fakeEvents(true);
    const onLost = vi.fn();
    const visits = visitRecorder(events, onLost);
    visits.record('link-1', null, 'VALID');
    await visits.flush();
    expect(onLost).toHaveBeenCalledWith(expect.any(Error), 1);
    // The next visits are written as usual once the store is back.
    expect(events.recordMany).toHaveBeenCalledTimes(1);
  });

  it('stores the visits still waiting when the app closes', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    const response = await t.inject({
      method: 'GET',
      url: `/public/payment-link/uuid/${uuid}`,
      headers: { 'x-paypage-link-visit': 'true' },
    });
    expect(response.statusCode).toBe(200);
    await t.app.close();
    expect(await t.services.events.listForLink(uuid, 'link_visit')).toHaveLength(1);
  });
});
