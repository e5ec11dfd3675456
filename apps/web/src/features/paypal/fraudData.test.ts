import { afterEach, describe, expect, it } from 'vitest';
import { loadFraudScript, newCorrelationId } from './fraudData';

const SRC = 'https://gateway.example/hosted/paypal/fraud-data.js';

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('the fraud-data script (SPEC §4)', () => {
  it('makes a new 32-hex correlation id each time', () => {
    const ids = new Set(Array.from({ length: 20 }, newCorrelationId));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('loads once; a new correlation id only changes the attribute the script watches', () => {
    loadFraudScript(SRC, 'a'.repeat(32), 'MERCHANT-1');
    loadFraudScript(SRC, 'b'.repeat(32), 'MERCHANT-1');
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.dataset.correlationId).toBe('b'.repeat(32));
    expect(scripts[0]?.async).toBe(true);
  });

  it('loads again if the page lost it', () => {
    loadFraudScript(SRC, 'a'.repeat(32), 'MERCHANT-1');
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    loadFraudScript(SRC, 'c'.repeat(32), 'MERCHANT-1');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
