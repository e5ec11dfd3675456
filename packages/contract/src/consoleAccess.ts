import Type from 'typebox';

/**
 * Who may do what in the merchants' console (issue 22). The service checks every call against
 * this table; the console reads the same table only to leave out buttons a user cannot use.
 */
export const CONSOLE_ROLES = ['admin', 'developer', 'support', 'finance'] as const;
export const ConsoleRoleSchema = Type.Enum(CONSOLE_ROLES);
export type ConsoleRole = Type.Static<typeof ConsoleRoleSchema>;

export const PERMISSIONS = [
  /** See links, their transactions and timelines, the list and its CSV export, the overview. */
  'links:read',
  /** Create a link and invalidate one. */
  'links:write',
  /** Capture, void and refund a payment or a charge: money moves. */
  'payments:manage',
  /** See consumers and their saved assets (masked). */
  'consumers:read',
  /** Charge a saved asset, delete one. */
  'consumers:manage',
  /** The page's look and behaviour: theme, logo, frame origins, locale, return timer, creditor. */
  'settings:write',
  /** API keys, the webhook endpoint, its secret, test events and deliveries. */
  'developers',
  /** Users, invitations, roles and the audit log. */
  'team',
] as const;
export const PermissionSchema = Type.Enum(PERMISSIONS);
export type Permission = Type.Static<typeof PermissionSchema>;

export const ROLE_PERMISSIONS: Readonly<Record<ConsoleRole, readonly Permission[]>> = {
  admin: PERMISSIONS,
  developer: ['links:read', 'consumers:read', 'developers'],
  support: ['links:read', 'links:write', 'consumers:read'],
  finance: ['links:read', 'consumers:read', 'consumers:manage', 'payments:manage'],
};

export function roleMay(role: ConsoleRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
