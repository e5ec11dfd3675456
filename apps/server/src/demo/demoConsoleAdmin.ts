import { randomBytes } from 'node:crypto';
import { hashPassword } from '../console/passwordHash';
import type { Services } from '../services';

export interface ConsoleSignIn {
  email: string;
  password: string;
}

export const DEFAULT_DEMO_CONSOLE_EMAIL = 'admin@demo-shop.example';

/** DEMO_CONSOLE_EMAIL and DEMO_CONSOLE_PASSWORD, else the default address and a random password. */
export function demoConsoleSignIn(env: NodeJS.ProcessEnv = {}): ConsoleSignIn {
  return {
    email: env.DEMO_CONSOLE_EMAIL || DEFAULT_DEMO_CONSOLE_EMAIL,
    password: env.DEMO_CONSOLE_PASSWORD || randomBytes(12).toString('base64url'),
  };
}

/**
 * The demo merchant's console admin, with the password printed by this start: a restart with a
 * new random password (or a changed DEMO_CONSOLE_PASSWORD) updates it, like the API key.
 */
export async function seedConsoleAdmin(
  services: Services,
  merchantId: string,
  { email, password }: ConsoleSignIn,
): Promise<void> {
  const users = services.console.users;
  const passwordHash = await hashPassword(password);
  const existing = await users.findByEmail(email);
  if (existing) {
    if (existing.merchantId !== merchantId) throw new Error(`${email} is another merchant's user`);
    await users.setPasswordHash(existing.id, passwordHash);
    return;
  }
  await users.create({ merchantId, email, name: 'Demo Admin', role: 'admin', passwordHash });
}
