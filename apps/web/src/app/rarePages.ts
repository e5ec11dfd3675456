import { lazy } from 'react';

/*
 * Pages a shopper with a payable link never sees on the way to paying: a link that is paid,
 * expired or invalid, an address that names no link, an error. Each loads when it is shown, so
 * the landing route every shopper downloads stays within its budget (docs/decisions/0012).
 */

export const StatusPage = lazy(() =>
  import('../features/status/statusPage').then((module) => ({ default: module.StatusPage })),
);

export const ErrorPage = lazy(() =>
  import('../features/errors/errorPage').then((module) => ({ default: module.ErrorPage })),
);

export const SessionNotFoundPage = lazy(() =>
  import('../features/sessionNotFound/sessionNotFoundPage').then((module) => ({
    default: module.SessionNotFoundPage,
  })),
);
