import { contrastRatio } from '@paypage/contract/colourContrast';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/testApp';

const OPERATOR_KEY = 'operator-key-for-tests-0123456789';

async function operatorApp() {
  const t = await startTestApp({ operatorApiKey: OPERATOR_KEY });
  const call = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    t.inject({
      method,
      url: `/api/operator/v1${url}`,
      headers: { authorization: `Bearer ${OPERATOR_KEY}` },
      ...(payload === undefined ? {} : { payload }),
    });
  const linkInfo = async (uuid: string) =>
    (await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` })).json();
  return { t, call, linkInfo };
}

describe("a merchant's dark theme", () => {
  it('is derived from the light theme when the merchant set none', async () => {
    const { t, call, linkInfo } = await operatorApp();
    const merchant = (await call('GET', `/merchants/${t.merchant.id}`)).json();
    expect(merchant.darkTheme).toEqual({});
    const info = await linkInfo((await t.createLink()).uuid);
    expect(info.theme.primary).toBe('#aa0000');
    // The test merchant's red, lightened for dark grounds, and still red.
    expect(info.darkTheme.primary).toMatch(/^#[a-f0-9]{6}$/);
    expect(info.darkTheme.primary).not.toBe('#aa0000');
    expect(contrastRatio(info.darkTheme.primary, '#181c21')).toBeGreaterThan(
      contrastRatio('#aa0000', '#181c21'),
    );
  });

  it('is set through the settings API, audited, shown, and drawn readable', async () => {
    const { t, call, linkInfo } = await operatorApp();
    const patched = await call('PATCH', `/merchants/${t.merchant.id}`, {
      darkTheme: { background: '#101010', text: '#202020' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().darkTheme).toEqual({ background: '#101010', text: '#202020' });
    expect((await call('GET', `/merchants/${t.merchant.id}`)).json().darkTheme).toEqual({
      background: '#101010',
      text: '#202020',
    });
    const changes = (await call('GET', `/merchants/${t.merchant.id}/changes`)).json().changes;
    expect(changes).toContainEqual(
      expect.objectContaining({
        field: 'darkTheme',
        newValue: { background: '#101010', text: '#202020' },
      }),
    );

    const info = await linkInfo((await t.createLink()).uuid);
    expect(info.darkTheme.background).toBe('#101010');
    // Dark grey text on a black ground would not read: the page draws a lighter shade of it.
    expect(contrastRatio(info.darkTheme.text, '#101010')).toBeGreaterThanOrEqual(4.5);
    expect(info.theme).not.toHaveProperty('background');
  });

  it('answers 400 naming each colour that is not #rrggbb or not a theme colour', async () => {
    const { t, call } = await operatorApp();
    const response = await call('PATCH', `/merchants/${t.merchant.id}`, {
      darkTheme: { surface: 'black', primary: '#12345', glow: '#ffffff' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.darkTheme.surface', 'body.darkTheme.primary']),
    );
    expect(JSON.stringify(fields)).toContain('darkTheme');
    expect((await call('GET', `/merchants/${t.merchant.id}`)).json().darkTheme).toEqual({});
  });
});
