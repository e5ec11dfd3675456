import type { Db } from '../db/database';
import { auditLogRepository } from './auditLogRepository';
import { consoleSessionsRepository } from './consoleSessionsRepository';
import { consoleUsersRepository } from './consoleUsersRepository';
import { invitationsRepository } from './invitationsRepository';
import { signInFailuresRepository } from './signInFailuresRepository';

/** The console's tables (issue 22), one handle for the services. */
export function consoleStore(db: Db) {
  return {
    users: consoleUsersRepository(db),
    sessions: consoleSessionsRepository(db),
    invitations: invitationsRepository(db),
    signInFailures: signInFailuresRepository(db),
    audit: auditLogRepository(db),
  };
}

export type ConsoleStore = ReturnType<typeof consoleStore>;
