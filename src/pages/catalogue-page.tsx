import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/ui/card-grid';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { PageCard } from '@/components/ui/page-card';
import { families, type Family } from '@/content/course-facets';
import { catalogueFamiliesSchema } from '@/content/schemas';
import { CoursePicture } from '@/features/courses/course-picture';
import { useContent } from '@/i18n/use-content';
import { listedOn, type PageEntry } from '@/routes/manifest';
import { RouteLink } from '@/routes/route-link';
import { pageNameKey } from '@/routes/page-name';
import { usePageContent } from '@/routes/use-page-content';
import { colors, space } from '@/styles/theme';

/** Tiles that can show in the first screen (two rows of three on a wide screen): never lazy. */
const firstScreenTiles = 6;

const styles = css`
  .families {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs} ${space.sm};
    list-style: none;
    padding: 0;
    margin: 0 0 ${space.lg};
  }
  .families a {
    display: inline-flex;
    align-items: center;
    min-block-size: 40px;
    padding-inline: 0.75rem;
    font-size: 0.95rem;
    border: 1px solid ${colors.navy};
    border-radius: 999px;
    text-decoration: none;
    font-weight: 600;
  }
  section + section {
    margin-block-start: ${space.xl};
  }
  h2 {
    margin-block: 0 ${space.md};
  }
`;

/** The listed pages by family, in the families' order and the manifest's order within each. */
function byFamily(tiles: readonly PageEntry[]): [Family, PageEntry[]][] {
  return families
    .map((family): [Family, PageEntry[]] => [
      family,
      tiles.filter((page) => page.course?.family === family),
    ])
    .filter(([, pages]) => pages.length > 0);
}

/**
 * All courses: 24 tiles, grouped by family under headings, with links to each group at the top;
 * compact rows on phones, rows of three on wide screens; plain links, so it works without JavaScript.
 */
export function CataloguePage() {
  const { t } = useTranslation();
  const content = usePageContent('catalogue');
  const names = useContent(catalogueFamiliesSchema, 'catalogue', 'families');
  const tiles = listedOn('ourProgrammes');
  const groups = byFamily(tiles);
  /** Where each tile shows on the page, to load the first screen's pictures at once. */
  const shown = groups.flatMap(([, pages]) => pages);
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody>
        <div css={styles}>
          <p>
            <strong>{t('counts.courses', { count: tiles.length })}</strong>{' '}
            <RouteLink to="courseFinder">{t(pageNameKey('courseFinder'))}</RouteLink>
          </p>
          <nav aria-label={names.label}>
            <ul className="families">
              {groups.map(([family]) => (
                <li key={family}>
                  <a href={`#family-${family}`}>{names[family]}</a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map(([family, pages]) => (
            <section
              key={family}
              id={`family-${family}`}
              aria-labelledby={`family-${family}-title`}
            >
              <h2 id={`family-${family}-title`}>{names[family]}</h2>
              <CardGrid compact>
                {pages.map((page) => (
                  <PageCard
                    key={page.id}
                    page={page}
                    heading="h3"
                    testId="programme-tile"
                    picture={
                      <CoursePicture
                        id={page.id}
                        alt=""
                        loading={shown.indexOf(page) < firstScreenTiles ? 'eager' : 'lazy'}
                      />
                    }
                  />
                ))}
              </CardGrid>
            </section>
          ))}
        </div>
      </PageBody>
    </article>
  );
}
