import { describe, expect, it } from 'vitest';
import { e164Of } from './phoneNumber';

describe('e164Of: a phone number with its international prefix (SPEC §5)', () => {
  it.each([
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['0091 (98765) 43210', '+919876543210'],
    ['+91 11 2345 6789', '+911123456789'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+66 81 234 5678', '+66812345678'],
  ])('reads %j as %s', (typed, number) => {
    expect(e164Of(typed)).toBe(number);
  });

  it.each([
    ['', 'nothing'],
    ['98765 43210', 'no international prefix'],
    ['+91 98765 432109', 'an Indian number one digit long'],
    ['+91 98765 4321', 'an Indian number one digit short'],
    ['+0 123 456 789', 'a calling code cannot start with 0'],
    ['+1234567890123456', 'longer than E.164 allows'],
    ['+91 98765 abcde', 'letters'],
  ])('refuses %j (%s)', (typed) => {
    expect(e164Of(typed)).toBeUndefined();
  });
});
