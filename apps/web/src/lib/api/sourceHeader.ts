import { SOURCE_HEADER, sourceHeaderValue } from '@paypage/contract/headers';

// The server rejects a source header outside [A-Za-z0-9-]{1,64}; an odd path segment must not
// turn into a 400, so it is cut down to what the header may carry.
const ALLOWED_SEGMENT = /[^A-Za-z0-9-]/g;
const MAX_SEGMENT_LENGTH = 64;

/** The third path segment: /uuid/{uuid}/card → card; undefined on the landing page. */
export function currentPageSegment(pathname: string): string | undefined {
  const segment = pathname.split('/')[3];
  const safe = segment?.replace(ALLOWED_SEGMENT, '').slice(0, MAX_SEGMENT_LENGTH);
  return safe || undefined;
}

/**
 * SPEC §6: every request names the page it came from: the address's, or `segment` for a call
 * made for a page the shopper is about to open (its segment is cut down in the same way).
 */
export function sourceHeader(segment?: string): [string, string] {
  const page =
    segment === undefined
      ? currentPageSegment(window.location.pathname)
      : currentPageSegment(`/uuid/-/${segment}`);
  return [SOURCE_HEADER, sourceHeaderValue(page)];
}
