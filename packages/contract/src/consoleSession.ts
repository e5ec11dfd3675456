import Type from 'typebox';
import { ConsoleRoleSchema, PermissionSchema } from './consoleAccess';
import { PaymentMethodSchema } from './paymentMethods';
import { PlainText } from './plainText';

/**
 * The console's own routes (`/api/console/v1`, issue 22): signing in with a session cookie, the
 * second factor, the team and its invitations, and the audit log. Merchant data itself is read
 * and changed through the merchant API (`/api/v1`) with the same session.
 */

export const CONSOLE_API_PREFIX = '/api/console/v1';
/** The session cookie: HttpOnly, SameSite=Strict, Path=/, Secure over https. */
export const CONSOLE_SESSION_COOKIE = 'paypage_console';
/** Every unsafe call made with the session cookie carries the session's CSRF token here. */
export const CSRF_HEADER = 'x-csrf-token';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });

export const EmailSchema = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
/** Long passphrases welcome; a floor of 12 characters, no other composition rule (NIST 800-63B). */
export const NewPasswordSchema = Type.String({ minLength: 12, maxLength: 200 });
export const UserNameSchema = PlainText({ minLength: 1, maxLength: 100, notBlank: true });
export const TotpCodeSchema = Type.String({ pattern: '^[0-9]{6}$' });

export const SignInBodySchema = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
    totpCode: Type.Optional(TotpCodeSchema),
  },
  { additionalProperties: false },
);
export type SignInBody = Type.Static<typeof SignInBodySchema>;

export const ConsoleUserSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  role: ConsoleRoleSchema,
  totpEnabled: Type.Boolean(),
});
export type ConsoleUser = Type.Static<typeof ConsoleUserSchema>;

export const ConsoleSessionSchema = Type.Object({
  user: ConsoleUserSchema,
  merchant: Type.Object({
    id: Type.String(),
    name: Type.String(),
    /** The methods its links may offer (the New link form's choices); null: every method. */
    offeredMethods: Nullable(Type.Array(PaymentMethodSchema)),
  }),
  csrfToken: Type.String(),
  permissions: Type.Array(PermissionSchema),
});
export type ConsoleSession = Type.Static<typeof ConsoleSessionSchema>;

export const TotpEnrolmentSchema = Type.Object({
  secret: Type.String({ description: 'Base32 (RFC 4648), for typing into an authenticator' }),
  otpauthUri: Type.String({ description: 'otpauth://totp/… for a QR code' }),
});
export type TotpEnrolment = Type.Static<typeof TotpEnrolmentSchema>;

export const TotpCodeBodySchema = Type.Object(
  { code: TotpCodeSchema },
  { additionalProperties: false },
);

export const TeamUserSchema = Type.Object({
  ...ConsoleUserSchema.properties,
  disabled: Type.Boolean(),
  createdAt: DateTime,
  lastSignInAt: Nullable(DateTime),
});
export type TeamUser = Type.Static<typeof TeamUserSchema>;

export const TeamUserListSchema = Type.Object({ users: Type.Array(TeamUserSchema) });

export const UserParamsSchema = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 64 }),
});

export const UpdateUserBodySchema = Type.Object(
  { role: ConsoleRoleSchema },
  { additionalProperties: false },
);

export const CreateInvitationBodySchema = Type.Object(
  { email: EmailSchema, name: UserNameSchema, role: ConsoleRoleSchema },
  { additionalProperties: false },
);
export type CreateInvitationBody = Type.Static<typeof CreateInvitationBodySchema>;

export const IssuedInvitationSchema = Type.Object({
  id: Type.String(),
  invitationUrl: Type.String({ description: 'Shown once: only its hash is stored' }),
  expiresAt: DateTime,
});
export type IssuedInvitation = Type.Static<typeof IssuedInvitationSchema>;

export const InvitationListSchema = Type.Object({
  invitations: Type.Array(
    Type.Object({
      id: Type.String(),
      email: Type.String(),
      name: Type.String(),
      role: ConsoleRoleSchema,
      expiresAt: DateTime,
    }),
  ),
});

export const InvitationParamsSchema = Type.Object({
  invitationId: Type.String({ minLength: 1, maxLength: 64 }),
});

export const AcceptInvitationBodySchema = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    name: UserNameSchema,
    password: NewPasswordSchema,
  },
  { additionalProperties: false },
);

export const AUDIT_ACTOR_KINDS = ['user', 'apiKey', 'operator'] as const;

export const AuditEntrySchema = Type.Object({
  id: Type.String(),
  at: DateTime,
  actor: Type.Object({
    kind: Type.Enum(AUDIT_ACTOR_KINDS),
    id: Type.String(),
    /** As recorded when it happened: a user's email, an API key's label or prefix. */
    label: Type.String(),
    /**
     * A user's name as the team lists it now, for reading the log by people rather than emails;
     * absent for API keys, the operator and users since removed (the label still says who).
     */
    name: Type.Optional(Type.String()),
  }),
  action: Type.String(),
  target: Nullable(Type.String()),
  details: Type.Record(Type.String(), Type.Unknown()),
});
export type AuditEntry = Type.Static<typeof AuditEntrySchema>;

export const AuditLogQuerySchema = Type.Object(
  {
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    limit: Type.Optional(Type.String({ pattern: '^(100|[1-9][0-9]?)$' })),
  },
  { additionalProperties: false },
);

export const AuditLogSchema = Type.Object({
  entries: Type.Array(AuditEntrySchema),
  nextCursor: Nullable(Type.String()),
});

/** The operator API's way in for a merchant's first users (and the CLI's). */
export const CreateConsoleUserBodySchema = Type.Object(
  {
    email: EmailSchema,
    name: UserNameSchema,
    role: ConsoleRoleSchema,
    password: Type.Optional(NewPasswordSchema),
  },
  { additionalProperties: false },
);
export type CreateConsoleUserBody = Type.Static<typeof CreateConsoleUserBodySchema>;

export const CreatedConsoleUserSchema = Type.Object({
  user: Nullable(TeamUserSchema),
  invitation: Nullable(IssuedInvitationSchema),
});
