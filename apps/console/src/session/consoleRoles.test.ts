import { CONSOLE_ROLES } from '@paypage/contract/consoleAccess';
import { describe, expect, it } from 'vitest';
import { CONSOLE_ROLE_CHOICES } from './consoleRoles';

describe('the roles the console offers', () => {
  it('are the contract’s roles', () => {
    expect([...CONSOLE_ROLE_CHOICES]).toEqual([...CONSOLE_ROLES]);
  });
});
