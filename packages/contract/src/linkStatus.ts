import Type from 'typebox';

/** SPEC §4: only VALID proceeds; every other status has its own info page. */
export const LINK_STATUSES = [
  'VALID',
  'INVALIDATED',
  'CONSUMED',
  'EXPIRED',
  'PROCESSING_PAYMENT',
] as const;

export const LinkStatusSchema = Type.Enum(LINK_STATUSES);
export type LinkStatus = Type.Static<typeof LinkStatusSchema>;
