import Type from 'typebox';

/**
 * CSP violation reports as browsers send them: `report-uri` posts one `application/csp-report`
 * object, the Reporting API (`report-to`) posts an `application/reports+json` array.
 */
const Text = (maxLength = 2048) => Type.Optional(Type.String({ maxLength }));
const Line = Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 }));

export const LegacyCspReportSchema = Type.Object({
  'csp-report': Type.Object({
    'document-uri': Text(),
    'blocked-uri': Text(),
    'violated-directive': Text(512),
    'effective-directive': Text(128),
    'source-file': Text(),
    'line-number': Line,
    disposition: Text(16),
    'original-policy': Text(4096),
    referrer: Text(),
    'status-code': Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
    'script-sample': Text(256),
  }),
});

export const ReportingApiReportSchema = Type.Object({
  type: Type.String({ maxLength: 64 }),
  url: Text(),
  age: Type.Optional(Type.Integer({ minimum: 0 })),
  user_agent: Text(512),
  body: Type.Object({
    documentURL: Text(),
    blockedURL: Text(),
    effectiveDirective: Text(128),
    sourceFile: Text(),
    lineNumber: Line,
    disposition: Text(16),
    originalPolicy: Text(4096),
    sample: Text(256),
  }),
});

export const CspReportBodySchema = Type.Union([
  LegacyCspReportSchema,
  Type.Array(ReportingApiReportSchema, { minItems: 1, maxItems: 20 }),
]);
export type CspReportBody = Type.Static<typeof CspReportBodySchema>;

export const StoredCspReportSchema = Type.Object({
  id: Type.String(),
  receivedAt: Type.String({ format: 'date-time' }),
  documentUri: Type.Union([Type.String(), Type.Null()]),
  blockedUri: Type.Union([Type.String(), Type.Null()]),
  directive: Type.Union([Type.String(), Type.Null()]),
  sourceFile: Type.Union([Type.String(), Type.Null()]),
  lineNumber: Type.Union([Type.Integer(), Type.Null()]),
  disposition: Type.Union([Type.String(), Type.Null()]),
});
export type StoredCspReport = Type.Static<typeof StoredCspReportSchema>;

export const CspReportListSchema = Type.Object({ reports: Type.Array(StoredCspReportSchema) });

/** PCI DSS 11.6.1: what changed in the page's scripts or security headers, and when. */
export const PageChangeAlertSchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum(['page-scripts', 'security-headers'] as const),
  detail: Type.Object({
    target: Type.String(),
    added: Type.Array(Type.String()),
    removed: Type.Array(Type.String()),
  }),
  detectedAt: Type.String({ format: 'date-time' }),
});
export type PageChangeAlert = Type.Static<typeof PageChangeAlertSchema>;

/** One fact of a payment the gateway reported otherwise than the service holds it. */
export const PaymentDifferenceSchema = Type.Object({
  /** amount, currency, capturedAmount, or refunds[<refund id>].amount */
  field: Type.String(),
  expected: Type.Union([Type.Integer(), Type.String()]),
  received: Type.Union([Type.Integer(), Type.String()]),
});
export type PaymentDifference = Type.Static<typeof PaymentDifferenceSchema>;

/**
 * The gateway reported a payment with another amount or currency than the one it settles (a
 * link's transaction, a merchant's charge, its capture or a refund): nothing was applied. Either
 * the gateway is wrong or its webhook secret is known to someone else: an operator looks.
 */
export const PaymentMismatchAlertSchema = Type.Object({
  id: Type.String(),
  kind: Type.Literal('gateway-amount-mismatch'),
  detail: Type.Object({
    /** The gateway's payment id. */
    target: Type.String(),
    settles: Type.Enum(['transaction', 'charge'] as const),
    /** The service's id of what it would have settled (tx_…, ch_…). */
    reference: Type.String(),
    /** A signed webhook, or the gateway's answer to a call or a read. */
    source: Type.Enum(['webhook', 'gateway-read'] as const),
    eventId: Type.Optional(Type.String()),
    differences: Type.Array(PaymentDifferenceSchema),
  }),
  detectedAt: Type.String({ format: 'date-time' }),
});
export type PaymentMismatchAlert = Type.Static<typeof PaymentMismatchAlertSchema>;

export const SecurityAlertSchema = Type.Union([PageChangeAlertSchema, PaymentMismatchAlertSchema]);
export type SecurityAlert = Type.Static<typeof SecurityAlertSchema>;

export const SecurityAlertListSchema = Type.Object({ alerts: Type.Array(SecurityAlertSchema) });

export const PageIntegrityCheckSchema = Type.Object({
  checkedAt: Type.String({ format: 'date-time' }),
  targets: Type.Array(
    Type.Object({
      target: Type.String(),
      outcome: Type.Enum(['baseline-recorded', 'unchanged', 'changed'] as const),
    }),
  ),
});
