import { lazyPage } from '../lib/lazyPage';

/*
 * Pages a shopper with a payable link never sees on the way to paying: a link that is paid,
 * expired or invalid, an address that names no link, an error. Each loads when it is shown, so
 * the landing route every shopper downloads stays within its budget (docs/decisions/0012).
 */

export const StatusPage = lazyPage(() =>
  import('../features/status/statusPage').then((module) => module.StatusPage),
);

export const ErrorPage = lazyPage(() =>
  import('../features/errors/errorPage').then((module) => module.ErrorPage),
);

export const SessionNotFoundPage = lazyPage(() =>
  import('../features/sessionNotFound/sessionNotFoundPage').then(
    (module) => module.SessionNotFoundPage,
  ),
);
