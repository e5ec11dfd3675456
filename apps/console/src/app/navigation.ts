import type { Permission } from '@paypage/contract/consoleAccess';
import type { MessageKey } from '../i18n/translator';

export interface NavigationItem {
  /** Below the console's base (/console). */
  path: string;
  label: MessageKey;
  /** The permission the screen's first call needs: without it the item is left out. */
  permission: Permission;
}

export const NAVIGATION: readonly NavigationItem[] = [
  { path: '/overview', label: 'nav.overview', permission: 'links:read' },
  { path: '/links', label: 'nav.links', permission: 'links:read' },
  { path: '/consumers', label: 'nav.consumers', permission: 'consumers:read' },
  { path: '/settings', label: 'nav.settings', permission: 'settings:write' },
  { path: '/developers', label: 'nav.developers', permission: 'developers' },
  { path: '/team', label: 'nav.team', permission: 'team' },
];

/** Where the console opens: the first screen the user's role may see. */
export function homePath(permissions: readonly Permission[]): string {
  return NAVIGATION.find((item) => permissions.includes(item.permission))?.path ?? '/overview';
}
