/**
 * SPEC §6: every request of the page carries a source header made of the web UI marker,
 * the third path segment (or landing-page) and the version; link visits also flag the visit.
 */
export const SOURCE_HEADER = 'x-paypage-source';
export const VISIT_HEADER = 'x-paypage-link-visit';
export const WEB_UI_MARKER = 'paypage-web';
export const WEB_UI_VERSION = 'v5.0';
export const LANDING_PAGE_SEGMENT = 'landing-page';

/** Accepts what sourceHeaderValue makes; the server rejects anything else with 400. */
export const SOURCE_HEADER_PATTERN = '^paypage-web/[A-Za-z0-9-]{1,64}/v[0-9]+\\.[0-9]+$';

export function sourceHeaderValue(segment: string | undefined): string {
  return `${WEB_UI_MARKER}/${segment || LANDING_PAGE_SEGMENT}/${WEB_UI_VERSION}`;
}

/** Money-moving POSTs carry this (DESIGN.md server rules). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
