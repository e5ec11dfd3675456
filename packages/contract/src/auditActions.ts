/**
 * Every action the service can write to a merchant's audit log: the operationId of each route
 * that changes something for a merchant (its API key or a console session), and the two the
 * operator's user CLI and API record on the merchant's behalf. The console gives each one a text
 * in the merchant's words; the service's OpenAPI test keeps this list equal to its routes, so a
 * new route cannot reach the log without one. An older or newer service may still send a name
 * missing here: the log's schema keeps `action` a plain string.
 */
export const AUDIT_ACTIONS = [
  // Payment links and the money on them
  'createPaymentLink',
  'invalidatePaymentLink',
  'capturePaymentLinkTransaction',
  'voidPaymentLinkTransaction',
  'refundPaymentLinkTransaction',
  // Charges of saved assets, and the assets
  'createCharge',
  'captureCharge',
  'voidCharge',
  'refundCharge',
  'deleteConsumerAsset',
  // The payment page's settings
  'changePageSettings',
  'currentPreviewLink',
  'setLogo',
  'deleteLogo',
  // Developers: API keys and webhooks
  'createApiKey',
  'revokeApiKey',
  'setWebhookEndpoint',
  'rotateWebhookSecret',
  'sendTestWebhook',
  'redeliverWebhookEvent',
  // The team and the console's sessions
  'signIn',
  'signOut',
  'signOutEverywhere',
  'acceptInvitation',
  'startTotpEnrolment',
  'confirmTotp',
  'disableTotp',
  'createInvitation',
  'withdrawInvitation',
  'updateTeamUser',
  'removeTeamUser',
  'createConsoleUser',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
