import { createContext, useContext } from 'react';

/** Error statuses that have a page of their own in each language (404: the not-found page). */
export const errorStatuses = [400, 404, 405, 414, 500] as const;
export type ErrorStatus = (typeof errorStatuses)[number];

/** The locale keys (in `common`) of each error page. */
export const errorPageKeys = {
  400: 'errorPages.badRequest',
  404: 'notFound',
  405: 'errorPages.methodNotAllowed',
  414: 'errorPages.uriTooLong',
  500: 'errorPages.serverError',
} as const satisfies Record<ErrorStatus, string>;

/** Which error page the not-found template shows; the prerender sets it for each error page. */
export const ErrorStatusContext = createContext<ErrorStatus>(404);

export function useErrorStatus(): ErrorStatus {
  return useContext(ErrorStatusContext);
}
