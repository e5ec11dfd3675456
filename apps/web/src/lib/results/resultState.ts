/**
 * How the shopper came to a result page, as the page that sent them knows it: kept in the
 * history entry (React Router's location state), so a reload still knows it and a typed or
 * shared address never does. A result page says only what it can read from the service, or
 * what this visit itself did:
 *
 *   startFailed   a payment could not be started (no payment exists to read): "failed" is
 *                 true, and the page says so without naming a reason of some older payment.
 *   assetChosen   a saved card, account or mandate was chosen without paying (SPEC §4's asset
 *                 event): the success of choosing it, with no payment to read.
 */
export interface ResultState {
  startFailed?: true;
  assetChosen?: true;
}

export const START_FAILED: ResultState = { startFailed: true };
export const ASSET_CHOSEN: ResultState = { assetChosen: true };

/** The location state of a result page, read defensively (it may be anybody's history entry). */
export function resultStateOf(state: unknown): ResultState {
  const known = state as ResultState | null | undefined;
  return {
    ...(known?.startFailed === true ? { startFailed: true } : {}),
    ...(known?.assetChosen === true ? { assetChosen: true } : {}),
  };
}
