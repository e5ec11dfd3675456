import { readJson, writeJson } from './browserStorage';

/**
 * What the shopper already did in this visit (this tab, until it closes), per link uuid: kept in
 * sessionStorage, so "Try again" or a method's page opened later does not ask again, and nothing
 * outlives the visit. Without storage the page simply asks again.
 */
const TERMS_ACCEPTED_KEY = 'paypage.termsAccepted';
const CARD_HOLDERS_KEY = 'paypage.cardHolders';

/** The longest name the card form takes (its holder field's maxlength). */
const CARD_HOLDER_MAX_LENGTH = 70;

function recordsOf(key: string): Record<string, unknown> {
  const stored = readJson('sessionStorage', key);
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? (stored as Record<string, unknown>)
    : {};
}

function remember(key: string, uuid: string, value: unknown): void {
  writeJson('sessionStorage', key, { ...recordsOf(key), [uuid]: value });
}

/** The shopper ticked (or unticked) 'I accept' for this link (SPEC §2/§5). */
export function rememberTermsAccepted(uuid: string, accepted = true): void {
  remember(TERMS_ACCEPTED_KEY, uuid, accepted);
}

export function termsAcceptedThisVisit(uuid: string): boolean {
  return recordsOf(TERMS_ACCEPTED_KEY)[uuid] === true;
}

/**
 * The cardholder's name as typed in the gateway's card form (never the number, which stays in
 * the gateway's frame), so a retry after a refusal starts with it filled in.
 */
export function rememberCardHolder(uuid: string, holder: string): void {
  const name = holder.trim().slice(0, CARD_HOLDER_MAX_LENGTH);
  if (name) remember(CARD_HOLDERS_KEY, uuid, name);
}

export function cardHolderOfVisit(uuid: string): string | undefined {
  const name = recordsOf(CARD_HOLDERS_KEY)[uuid];
  return typeof name === 'string' && name !== '' ? name : undefined;
}
