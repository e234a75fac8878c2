import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { courseImage } from '@/features/courses/course-config';
import { root } from '@/l10n/cli';
import { listedOn, routes, type RouteId } from '@/routes/manifest';
import { readLocale } from './locale-files';

const ids = routes.filter((route) => route.course).map((route) => route.id);
const file = (id: RouteId) => join(root, 'public', courseImage(id));

describe('a picture for every course', () => {
  it('every course page has its own picture file, and every drawing is a course page', () => {
    expect(ids.filter((id) => !existsSync(file(id)))).toEqual([]);
    const drawings = readdirSync(join(root, 'public/images/courses')).filter((f) =>
      f.endsWith('.svg'),
    );
    expect(drawings.filter((f) => !ids.includes(f.replace('.svg', '') as RouteId))).toEqual([]);
  });

  it('no two courses with their own drawing share one', () => {
    const drawn = ids.filter((id) => routes.find((r) => r.id === id)?.course?.drawing);
    const hashes = drawn.map((id) =>
      createHash('sha256')
        .update(readFileSync(file(id)))
        .digest('hex'),
    );
    expect(new Set(hashes).size).toBe(drawn.length);
  });

  it('no two cards on one index page show the same picture', () => {
    // A course without its own drawing shows its family's picture until one is drawn: fine alone,
    // not beside another card that shows the same.
    const clashes = (['ourProgrammes', 'testCenter'] as const).flatMap((index) => {
      const listed = listedOn(index).map((route) => route.id);
      return listed.flatMap((id, i) => {
        const other = listed.slice(0, i).find((o) => courseImage(o) === courseImage(id));
        return other
          ? [
              `src/routes/manifest.ts › ${id}: shows ${courseImage(id)} beside ${other} on ${index}; give it its own drawing (drawing: true, public/images/courses/${id}.svg)`,
            ]
          : [];
      });
    });
    expect(clashes).toEqual([]);
  });

  it('each drawing is small and self-contained: no script, no link, no text, no raster', () => {
    for (const id of ids.filter((i) => courseImage(i).endsWith('.svg'))) {
      const svg = readFileSync(file(id), 'utf8');
      expect(gzipSync(svg).length, id).toBeLessThan(2048);
      expect(svg, id).toMatch(/^<svg [^>]*viewBox="0 0 480 320"/);
      expect(svg, id).not.toMatch(/<script|<text|<image|href=|url\(http|@import/i);
    }
  });

  it('each course page says what its picture shows, in both languages', () => {
    const vague = /abstract|illustration for|رسم تجريدي/i;
    for (const lng of ['en', 'ar'] as const) {
      for (const id of ids) {
        const route = routes.find((r) => r.id === id);
        const page = route ? readLocale(lng, route.ns)[id] : undefined;
        const alt = page && typeof page === 'object' && !Array.isArray(page) ? page.imageAlt : null;
        expect(typeof alt === 'string' && alt.length > 10, `${lng} ${id}`).toBe(true);
        expect(alt, `${lng} ${id}`).not.toMatch(vague);
      }
    }
  });
});
