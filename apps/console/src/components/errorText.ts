import { ApiError, NETWORK_ERROR } from '../api/apiError';
import type { Translate } from '../i18n/translator';
import { isMessageKey } from '../i18n/translator';

/**
 * A failed call in the user's language: the console's own text for the codes it knows (they
 * say what to do), else the service's message (English, but specific), else a general text.
 */
export function errorText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('error.unexpected');
  if (error.status === 429 && error.retryAfterSeconds !== null) {
    return t('error.tooManyAttemptsWait', {
      minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)),
    });
  }
  if (error.code === NETWORK_ERROR) return t('error.network');
  const key = `error.${error.code}`;
  if (isMessageKey(key)) return t(key);
  return error.message || t('error.unexpected');
}
