import { BidiText } from '@/components/ui/bidi-text';
import { CardGrid } from '@/components/ui/card-grid';
import { PageBody } from '@/components/ui/page-shell';
import type { HomeContent } from '@/content/types';
import { CoursePicture } from '@/features/courses/course-picture';
import {
  AboutSection,
  HomeHero,
  InfoBoxes,
  PartnersSection,
  WhySection,
} from '@/features/home/home-sections';
import { homeStyles } from '@/features/home/home-styles';
import { mapEmbedIsland } from '@/features/home/map-embed';
import { Island } from '@/components/island/island';
import type { RouteId } from '@/routes/manifest';
import { RouteLink } from '@/routes/route-link';
import { usePageContent } from '@/routes/use-page-content';

/** The three latest courses, in the old site's order. */
const latestCourses: readonly RouteId[] = ['cambridgeTeaching', 'smc', 'frenchForKids'];

/**
 * The latest courses, as cards with their pictures. It stays in the page, not in features/home
 * with the other sections: the pictures come from the courses feature, and one feature never
 * imports another.
 */
function LatestCourses({ latest }: { latest: HomeContent['latest'] }) {
  return (
    <section aria-labelledby="latest-title">
      <h2 id="latest-title">{latest.title}</h2>
      <CardGrid>
        {latestCourses.map((id, index) => (
          <li key={id}>
            <RouteLink to={id} className="card" data-testid="latest-card">
              <CoursePicture id={id} alt="" loading="lazy" />
              <div className="body">
                <h3>
                  <BidiText>{latest.cards[index]?.title ?? ''}</BidiText>
                </h3>
                <p>
                  <BidiText>{latest.cards[index]?.text ?? ''}</BidiText>
                </p>
              </div>
            </RouteLink>
          </li>
        ))}
      </CardGrid>
    </section>
  );
}

export function HomePage() {
  const content = usePageContent('home');
  return (
    <div css={homeStyles}>
      <HomeHero content={content} />
      <PageBody>
        <InfoBoxes boxes={content.infoBoxes} />
        <LatestCourses latest={content.latest} />
        <AboutSection about={content.about} />
        <WhySection why={content.why} />
        <PartnersSection partners={content.partners} />
        <Island island={mapEmbedIsland} props={{ content: content.map }} />
      </PageBody>
    </div>
  );
}
