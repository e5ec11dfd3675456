import type { ConsoleRole } from '@paypage/contract/consoleAccess';

/**
 * The roles in the order the console offers them, as the contract's CONSOLE_ROLES (a test
 * compares them): the console does not load the contract's TypeBox module for a list.
 */
export const CONSOLE_ROLE_CHOICES: readonly ConsoleRole[] = [
  'admin',
  'developer',
  'support',
  'finance',
];
