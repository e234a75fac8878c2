// @vitest-environment node
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pngSize } from '@/build/og-card';
import { siteOrigin } from '@/config/site';
import { pageFile } from '@/build/http-rules';
import { allPagePaths } from '@/routes/redirects';

/** The built site (DIST_DIR to check another build); checked only once it exists. */
const dist = process.env.DIST_DIR ?? join(process.cwd(), 'dist');

const meta = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe.runIf(existsSync(join(dist, 'index.html')))('the built share cards', () => {
  it('gives every page its own 1200×630 PNG card, in dist/, as og:image and twitter:image', async () => {
    const files = allPagePaths().map(({ path }) => join(dist, pageFile(path)));
    const seen = new Map<string, string>();
    for (const file of files) {
      const html = await readFile(file, 'utf8');
      const image = meta(html, 'og:image') ?? '';
      expect(image, file).toMatch(new RegExp(`^${siteOrigin}/og/(en|ar)/[a-z0-9-]+\\.png$`));
      expect(meta(html, 'twitter:image'), file).toBe(image);
      expect(meta(html, 'og:image:alt'), file).toBeTruthy();
      expect(seen.get(image), `${file} shares its card with ${seen.get(image)}`).toBeUndefined();
      seen.set(image, file);
      const png = join(dist, image.slice(siteOrigin.length));
      expect(existsSync(png), `${file}: ${png} is missing`).toBe(true);
      expect(pngSize(await readFile(png)), png).toEqual({ width: 1200, height: 630 });
    }
  });
});
