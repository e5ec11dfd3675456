import { isMessageKey } from '../../i18n/translator';
import type { Translate } from '../../i18n/translator';

/**
 * What an audit entry's action says in the merchant's words, or null for an action this console
 * has no text for (a service older or newer than the console): the screen then shows its name.
 */
export function auditActionText(action: string, t: Translate): string | null {
  const key = `team.audit.action.${action}`;
  return isMessageKey(key) && action !== 'other' ? t(key) : null;
}
