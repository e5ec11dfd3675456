/**
 * The id of the JSON data block (`<script type="application/json">`) in which the service hands a
 * link's page its runtime config (SPEC §7) with the HTML, so the page need not fetch
 * /config.json first. No TypeBox here: the page imports this module.
 */
export const RUNTIME_CONFIG_BLOCK_ID = 'paypage-config';
