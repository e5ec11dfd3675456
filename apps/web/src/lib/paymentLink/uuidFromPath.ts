// Kept here rather than imported from @paypage/contract/uuid: that module also builds a TypeBox
// schema at load time, which would drag the schema library into the page bundle.
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_LENGTH = 36;
// SPEC §5/§9: links in the wild sometimes carry one stray character after the uuid.
const TOLERATED_PATH_LENGTH = 37;

/** The link's uuid from the path segment after /uuid/, or undefined when it is not one. */
export function uuidFromPath(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  const candidate =
    segment.length === TOLERATED_PATH_LENGTH ? segment.slice(0, UUID_LENGTH) : segment;
  return UUID_SHAPE.test(candidate) ? candidate : undefined;
}
