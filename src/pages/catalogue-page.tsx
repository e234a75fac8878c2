import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/ui/card-grid';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { PageCard } from '@/components/ui/page-card';
import { CoursePicture } from '@/features/courses/course-picture';
import { listedOn } from '@/routes/manifest';
import { RouteLink } from '@/routes/route-link';
import { pageNameKey } from '@/routes/page-name';
import { usePageContent } from '@/routes/use-page-content';

/** Tiles that can show in the first screen (two rows of three on a wide screen): never lazy. */
const firstScreenTiles = 6;

/** All courses: 24 tiles, rows of three on wide screens; plain links, so it works without JavaScript. */
export function CataloguePage() {
  const { t } = useTranslation();
  const content = usePageContent('catalogue');
  const tiles = listedOn('ourProgrammes');
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody>
        <p>
          <strong>{t('counts.courses', { count: tiles.length })}</strong>{' '}
          <RouteLink to="courseFinder">{t(pageNameKey('courseFinder'))}</RouteLink>
        </p>
        <CardGrid>
          {tiles.map((page, index) => (
            <PageCard
              key={page.id}
              page={page}
              testId="programme-tile"
              picture={
                <CoursePicture
                  id={page.id}
                  alt=""
                  loading={index < firstScreenTiles ? 'eager' : 'lazy'}
                />
              }
            />
          ))}
        </CardGrid>
      </PageBody>
    </article>
  );
}
