import type { RouteId } from '@/routes/manifest';

/**
 * Where each wordmark of the second slider (`home.partners.sites`, same order) leads. The academy
 * has not given the partners' own web addresses (docs/content-questions.md), so each links to the
 * academy's page about that partner; set `website` (https) when the address is confirmed, and the
 * wordmark links there instead, in a new tab.
 */
export const partnerSites: readonly { page: RouteId; website?: `https://${string}` }[] = [
  { page: 'accreditation' },
  { page: 'cambridgeGeneral' },
];
