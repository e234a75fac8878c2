import { useTranslation } from 'react-i18next';
import { catalogueContentSchema } from '@/content/schemas';
import { BidiText } from '@/components/ui/bidi-text';
import { CardGrid } from '@/components/ui/card-grid';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { catalogueTiles } from '@/features/courses/catalogue';
import { CoursePicture } from '@/features/courses/course-picture';
import { useContent } from '@/i18n/use-content';
import { RouteLink } from '@/routes/route-link';

/** Tiles that can show in the first screen (two rows of three on a wide screen): never lazy. */
const firstScreenTiles = 6;

/** All courses: 24 tiles, rows of three on wide screens; plain links, so it works without JavaScript. */
export function CataloguePage() {
  const { t } = useTranslation();
  const content = useContent(catalogueContentSchema, 'catalogue', 'ourProgrammes');
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody>
        <p>
          <strong>{t('counts.courses', { count: catalogueTiles.length })}</strong>{' '}
          <RouteLink to="courseFinder">{t('routes.courseFinder')}</RouteLink>
        </p>
        <CardGrid>
          {catalogueTiles.map((id, index) => {
            return (
              <li key={id}>
                <RouteLink to={id} className="card" data-testid="programme-tile">
                  <CoursePicture
                    id={id}
                    alt=""
                    loading={index < firstScreenTiles ? 'eager' : 'lazy'}
                  />
                  <div className="body">
                    <h2>
                      <BidiText>{t(`routes.${id}`)}</BidiText>
                    </h2>
                    <p>
                      <BidiText>{content.tiles[id] ?? ''}</BidiText>
                    </p>
                  </div>
                </RouteLink>
              </li>
            );
          })}
        </CardGrid>
      </PageBody>
    </article>
  );
}
