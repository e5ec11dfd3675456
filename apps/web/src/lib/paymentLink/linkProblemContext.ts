import { createContext, useContext } from 'react';

/**
 * Lets a page hand the link's own problem (a 409: paid, expired or invalidated meanwhile, e.g.
 * in another tab or on another device) to the page shell, which shows SPEC §8's page for it
 * instead of the page, as when the link was loaded.
 */
export const LinkProblemContext = createContext<(error: unknown) => void>((error) => {
  throw error;
});

export function useReportLinkProblem(): (error: unknown) => void {
  return useContext(LinkProblemContext);
}
