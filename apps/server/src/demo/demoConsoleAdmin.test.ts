import { describe, expect, it } from 'vitest';
import { consoleUrl } from '../testing/consoleHelpers';
import { startTestApp } from '../testing/testApp';
import { DEFAULT_DEMO_CONSOLE_EMAIL, demoConsoleSignIn } from './demoConsoleAdmin';
import { seedDemo } from './seedDemo';

/** Each sign-in hashes with scrypt (decision 0038): seconds apiece on a busy two-core machine. */
const SCRYPT_TIME = { timeout: 90_000 };

describe('the demo console admin', SCRYPT_TIME, () => {
  it('is seeded with the printed password, which a restart with another one replaces', async () => {
    const t = await startTestApp();
    const first = await seedDemo(t.services, 'pp_sk_demo_key_for_the_test_0003', {
      email: 'owner@demo-shop.example',
      password: 'first demo password',
    });
    expect(first.console).toEqual({
      email: 'owner@demo-shop.example',
      password: 'first demo password',
    });
    await seedDemo(t.services, 'pp_sk_demo_key_for_the_test_0003', {
      email: 'owner@demo-shop.example',
      password: 'second demo password',
    });
    const signIn = (password: string) =>
      t.inject({
        method: 'POST',
        url: consoleUrl('/session'),
        payload: { email: 'owner@demo-shop.example', password },
      });
    expect((await signIn('first demo password')).statusCode).toBe(401);
    const signedIn = await signIn('second demo password');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      user: { role: 'admin' },
      merchant: { name: 'Demo Shop' },
    });
  });

  it('takes DEMO_CONSOLE_EMAIL and DEMO_CONSOLE_PASSWORD, else the default address and a random password', () => {
    expect(
      demoConsoleSignIn({ DEMO_CONSOLE_EMAIL: 'a@b.example', DEMO_CONSOLE_PASSWORD: 'pw' }),
    ).toEqual({ email: 'a@b.example', password: 'pw' });
    const random = demoConsoleSignIn({});
    expect(random.email).toBe(DEFAULT_DEMO_CONSOLE_EMAIL);
    expect(random.password).toMatch(/^[\w-]{16}$/);
    expect(demoConsoleSignIn({}).password).not.toBe(random.password);
  });
});
