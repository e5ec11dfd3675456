import type { Permission } from '@paypage/contract/consoleAccess';

/**
 * Every merchant route names the permission it needs in its options
 * (`config: { permission: 'links:read' }`). A call with an API key holds every permission; a
 * console session holds its user's role's (contract consoleAccess.ts). The check is made on the
 * matched route's own options, never on a prefix of the URL.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
    /**
     * When a successful unsafe call goes to the audit log: always (the default), or only when it
     * made something (201), for a route that mostly hands back what exists.
     */
    audit?: 'always' | 'whenCreated';
  }
}

export type { Permission };
