import { AUDIT_ACTIONS } from '@paypage/contract/auditActions';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import type { MessageKey } from '../../i18n/translator';
import { auditActionText } from './auditActionText';

const catalogue = (texts: Record<string, string>) => (key: MessageKey) => texts[key] ?? '';

describe('the audit log’s actions', () => {
  it('have a text in English and German for every action the service can record', () => {
    const missing = AUDIT_ACTIONS.flatMap((action) =>
      [en, de]
        .map((texts, i) => [i === 0 ? 'en' : 'de', auditActionText(action, catalogue(texts))])
        .filter(([, text]) => !text)
        .map(([language]) => `${language}: ${action}`),
    );
    expect(missing).toEqual([]);
    expect(auditActionText('createPaymentLink', catalogue(de))).toBe('Zahlungslink erstellt');
  });

  it('have no text left over for an action the service no longer records', () => {
    const worded = Object.keys(en)
      .filter((key) => key.startsWith('team.audit.action.'))
      .map((key) => key.slice('team.audit.action.'.length))
      .filter((action) => action !== 'other');
    expect(worded.sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it('have no text for an action the service does not record, nor for a look-alike', () => {
    expect(auditActionText('exportEverything', catalogue(en))).toBeNull();
    expect(auditActionText('other', catalogue(en))).toBeNull();
  });
});
