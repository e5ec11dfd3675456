import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp';
import { csvCell } from './linkCsv';

const exportCsv = (t: TestApp, query = '', key = t.apiKey) =>
  t.inject({
    method: 'GET',
    url: `/api/v1/payment-links/export.csv${query}`,
    headers: { authorization: `Bearer ${key}` },
  });

/** RFC 4180 read back: quoted cells may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe('merchant API: GET /api/v1/payment-links/export.csv', () => {
  it('sends every selected link as an attachment, UTF-8 with a header row', async () => {
    const t = await startTestApp();
    for (let i = 0; i < 3; i++)
      await t.createLink({ merchantReference: `R-${i}`, currency: 'EUR' });
    const krw = await t.createLink({ amount: 5000, currency: 'KRW', paymentMethods: ['CARD'] });
    await t.inject({
      method: 'POST',
      url: '/api/v1/payment-links',
      headers: { authorization: `Bearer ${t.otherApiKey}` },
      payload: { amount: 1, currency: 'EUR', paymentMethods: ['CARD'], merchantReference: 'R-x' },
    });

    const response = await exportCsv(t);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="payment-links-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\ufeffuuid,url,status,amount,currency,')).toBe(true);
    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual([
      'uuid',
      'url',
      'status',
      'amount',
      'currency',
      'description',
      'merchantReference',
      'consumerReference',
      'paymentMethods',
      'paidWith',
      'createdAt',
      'expiresAt',
      'paidAt',
    ]);
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row[6])).not.toContain('R-x');
    const won = rows.find((row) => row[0] === krw.uuid);
    expect(won?.slice(0, 5)).toEqual([krw.uuid, krw.url, 'VALID', '5000', 'KRW']);
    expect(rows.find((row) => row[6] === 'R-1')?.slice(3, 5)).toEqual(['19.99', 'EUR']);
    expect(rows.find((row) => row[6] === 'R-1')?.[8]).toBe('CARD PAYPAL');

    // Compressed as every text answer is, stream and all.
    const zipped = await t.inject({
      method: 'GET',
      url: '/api/v1/payment-links/export.csv',
      headers: { authorization: `Bearer ${t.apiKey}`, 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(response.body);

    const filtered = parseCsv((await exportCsv(t, '?currency=KRW')).body.slice(1));
    expect(filtered.slice(1).map((row) => row[0])).toEqual([krw.uuid]);
  });

  it('keeps formulas inert and quotes commas, quotes and line breaks (RFC 4180)', async () => {
    const t = await startTestApp();
    const texts = ['=HYPERLINK("http://evil.example")', '+1+2', '-3', '@SUM(A1)', 'a, "b"'];
    for (const [i, description] of texts.entries())
      await t.createLink({ description, merchantReference: `X-${i}` });
    const body = (await exportCsv(t, '?sort=createdAt')).body;
    const rows = parseCsv(body.slice(1)).slice(1);
    expect(rows.map((row) => row[5])).toEqual([
      `'=HYPERLINK("http://evil.example")`,
      "'+1+2",
      "'-3",
      "'@SUM(A1)",
      'a, "b"',
    ]);
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('writes cells the way a spreadsheet reads them safely', () => {
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('Grüße, 東京')).toBe('"Grüße, 東京"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(1999)).toBe('1999');
    expect(csvCell('plain')).toBe('plain');
  });

  it('exports more links than one read holds, each once', async () => {
    const t = await startTestApp();
    const now = new Date().toISOString();
    // Straight into the store: 1,203 links through the API would take the test's whole budget.
    const template = await t.services.links.findByUuid((await t.createLink()).uuid);
    if (!template) throw new Error('no link');
    const uuids = new Set([template.uuid]);
    for (let i = 0; i < 1202; i++) {
      const uuid = crypto.randomUUID();
      uuids.add(uuid);
      await t.services.links.insert({ ...template, uuid, dateCreated: now });
    }
    const rows = parseCsv((await exportCsv(t)).body.slice(1)).slice(1);
    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((row) => row[0]))).toEqual(uuids);
  });

  it('names the failing filter, and refuses without an API key', async () => {
    const t = await startTestApp();
    const bad = await exportCsv(t, '?status=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('querystring.status');
    const anonymous = await t.inject({ method: 'GET', url: '/api/v1/payment-links/export.csv' });
    expect(anonymous.statusCode).toBe(401);
  });
});
