import { css } from '@emotion/react';
import { Paragraphs, TextList } from '@/components/ui/text-blocks';
import { useTranslation } from 'react-i18next';
import type { CourseContent } from '@/content/types';
import { BidiText } from '@/components/ui/bidi-text';
import { FactList } from '@/components/ui/fact-list';
import { buttonStyles } from '@/components/ui/button-link';
import { FaqList } from '@/components/ui/faq-list';
import { ArrowForwardIcon, ExternalIcon } from '@/components/ui/icons';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { AskAboutCourse } from '@/features/courses/ask-about-course';
import { CoursePicture } from '@/features/courses/course-picture';
import { RouteLink } from '@/routes/route-link';
import { useCurrentPage } from '@/routes/page-context';
import { usePage } from '@/routes/use-page';
import { colors, mq, radius, space } from '@/styles/theme';
import { usePageContent } from '@/routes/use-page-content';

const styles = css`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${space.xl};
  ${mq.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
  .facts {
    background: ${colors.subtle};
    border-radius: ${radius};
    padding: ${space.lg};
    align-self: start;
  }
  .facts h2 {
    margin-block-start: 0;
  }
  dl {
    margin: 0;
  }
  dt {
    font-weight: 700;
    color: ${colors.navy};
  }
  dd {
    margin: 0 0 ${space.sm};
  }
  .art {
    inline-size: 100%;
    block-size: auto;
    border-radius: ${radius};
    margin-block-end: ${space.md};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.md};
    margin-block: ${space.lg};
  }
  ol {
    padding-inline-start: 1.4rem;
  }
`;

/** One template for every course, certificate and exam page. */
export function CoursePage() {
  const { t } = useTranslation();
  const route = usePage();
  const page = useCurrentPage();
  const content = usePageContent('course');
  const config = route.course;
  const key = route.id;
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody>
        <div css={styles}>
          <div>
            <Paragraphs items={content.body} />
            {content.highlights && <Highlights id={key} highlights={content.highlights} />}
            {config?.learningPath && <LearningPath />}
            {config?.levelCheckFirst && (
              <p>
                <RouteLink to="levelCheck">{t('ui.levelCheckLink')}</RouteLink>
              </p>
            )}
            <div className="actions">
              <RouteLink to="courseForm" newTab css={buttonStyles('primary')}>
                {t('ui.applyNow')} <ArrowForwardIcon />
                <span className="visually-hidden">{t('ui.applyNote')}</span>
              </RouteLink>
              {config?.externalLink && content.externalLink && (
                <a href={config.externalLink} rel="noopener" css={buttonStyles('secondary')}>
                  <BidiText>{content.externalLink.label}</BidiText> <ExternalIcon />
                </a>
              )}
            </div>
            <AskAboutCourse course={content.heading} path={page.pathname} id={key} />
            <FaqList items={content.faq} headingId={`${key}-faq`} />
          </div>
          <aside className="facts" aria-labelledby={`${key}-facts`}>
            {config && <CoursePicture id={key} alt={content.imageAlt} className="art" />}
            <h2 id={`${key}-facts`}>{t('ui.factsTitle')}</h2>
            <FactList facts={content.facts} />
          </aside>
        </div>
      </PageBody>
    </article>
  );
}

function Highlights({
  id,
  highlights,
}: {
  id: string;
  highlights: NonNullable<CourseContent['highlights']>;
}) {
  return (
    <section aria-labelledby={`${id}-highlights`}>
      <h2 id={`${id}-highlights`}>
        <BidiText>{highlights.title}</BidiText>
      </h2>
      <TextList items={highlights.items} />
    </section>
  );
}

function LearningPath() {
  const { t } = useTranslation();
  const steps = t('ui.learningPath.steps', { returnObjects: true });
  return (
    <section aria-labelledby="learning-path">
      <h2 id="learning-path">{t('ui.learningPath.title')}</h2>
      <ol>
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
