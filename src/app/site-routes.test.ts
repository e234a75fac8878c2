import { createStaticHandler } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { allPagePaths, aliasRedirects } from '@/routes/redirects';
import { siteRoutes, type SiteRouteHandle } from './site-routes';

const handler = createStaticHandler(siteRoutes());

/** What React Router does with a path: the matched page and language, or a redirect. */
async function resolve(path: string) {
  const context = await handler.query(new Request(`http://localhost${encodeURI(path)}`));
  if (context instanceof Response) {
    return { status: context.status, location: context.headers.get('Location') };
  }
  return context.matches.at(-1)?.route.handle as SiteRouteHandle;
}

describe('React Router over the manifest', () => {
  it('matches every page of the manifest in both languages', async () => {
    for (const { id, lng, path } of allPagePaths()) {
      expect(await resolve(path), path).toEqual({ routeId: id, lng });
    }
  });

  it('redirects every alias permanently to its page', async () => {
    for (const { from, to } of aliasRedirects()) {
      expect(await resolve(from), from).toEqual({ status: 301, location: to });
    }
  });

  it('answers anything else with the not-found page of the path’s language', async () => {
    expect(await resolve('/no-such-page')).toEqual({ routeId: null, lng: 'en' });
    expect(await resolve('/bamp/nope')).toEqual({ routeId: null, lng: 'en' });
    expect(await resolve('/ar/no-such-page')).toEqual({ routeId: null, lng: 'ar' });
    expect(await resolve('/ar/bamp/nope')).toEqual({ routeId: null, lng: 'ar' });
  });

  it('matches exactly and case-sensitively, as the servers do', async () => {
    expect(await resolve('/ABOUT-US')).toEqual({ routeId: null, lng: 'en' });
    expect(await resolve('/ar/About-Us')).toEqual({ routeId: null, lng: 'ar' });
    expect(await resolve('/about-us/more')).toEqual({ routeId: null, lng: 'en' });
  });
});
