import { css } from '@emotion/react';
import { Paragraphs, TextList } from '@/components/ui/text-blocks';
import { useTranslation } from 'react-i18next';
import { isForChildren } from '@/content/course-facets';
import type { CourseContent } from '@/content/types';
import { BidiText } from '@/components/ui/bidi-text';
import { FactList } from '@/components/ui/fact-list';
import { glanceFacts } from '@/components/ui/glance-facts';
import { buttonStyles } from '@/components/ui/button-link';
import { FaqList } from '@/components/ui/faq-list';
import { ArrowForwardIcon, ExternalIcon } from '@/components/ui/icons';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { PhoneLink } from '@/components/ui/phone-link';
import { AskAboutCourse } from '@/features/courses/ask-about-course';
import { askMessage } from '@/features/courses/ask-message';
import { phones, whatsappUrl } from '@/config/site';
import { MessageCircle, Phone as PhoneIcon } from 'lucide-react';
import { CoursePicture } from '@/features/courses/course-picture';
import { usePageNamed } from '@/routes/use-page-named';
import { RouteLink } from '@/routes/route-link';
import { useCurrentPage } from '@/routes/page-context';
import { usePage } from '@/routes/use-page';
import { colors, mq, radius, space } from '@/styles/theme';
import { usePageContent } from '@/routes/use-page-content';

/**
 * Phones: the glance (two facts and the actions) straight under the hero, then the text, the Key
 * facts, the question box and the FAQ, then the picture. Wide screens: the glance and the picture
 * in the sidebar, beside the text.
 */
const styles = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'glance' 'main' 'art';
  gap: ${space.lg};
  ${mq.wide} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    grid-template-areas: 'main glance' 'main art' 'main .';
    grid-template-rows: auto auto 1fr;
    column-gap: ${space.xl};
  }
  .main {
    grid-area: main;
  }
  .glance {
    grid-area: glance;
    align-self: start;
    padding: ${space.md};
    border: 2px solid ${colors.navy};
    border-radius: ${radius};
    background: ${colors.surface};
    ${mq.narrow} {
      margin-block-start: calc(-1 * ${space.md});
    }
  }
  /* Only facts short enough to show whole are here (glanceFacts): nothing is cut. */
  .glance dl > div {
    margin-block-end: ${space.xs};
  }
  .glance dt,
  .glance dd {
    display: inline;
  }
  .glance dt::after {
    content: ': ';
  }
  .glance .actions,
  .glance .ways {
    margin-block: ${space.sm} 0;
    gap: ${space.sm};
  }
  .glance .actions a,
  .glance .ways a {
    padding-inline: ${space.md};
  }
  .glance .actions {
    display: flex;
    flex-wrap: wrap;
  }
  /* WhatsApp and the number side by side, even at 320 px. */
  .glance .ways {
    display: grid;
    grid-template-columns: repeat(2, auto);
    justify-content: start;
  }
  .glance bdi {
    white-space: nowrap;
  }
  .glance .ways a {
    justify-content: center;
  }
  .art {
    grid-area: art;
    inline-size: 100%;
    block-size: auto;
    border-radius: ${radius};
  }
  .facts {
    background: ${colors.subtle};
    border-radius: ${radius};
    padding: ${space.lg};
    margin-block: ${space.lg};
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
  ol {
    padding-inline-start: 1.4rem;
  }
`;

/** The Head Office number the glance's call button rings (as the question box's does). */
const callNumber = phones.headOffice.landlines[0];

/** One template for every course, certificate and exam page. */
export function CoursePage() {
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
          <Glance content={content} path={page.pathname} />
          <div className="main">
            <Paragraphs items={content.body} />
            {content.highlights && <Highlights id={key} highlights={content.highlights} />}
            {config?.learningPath && <LearningPath forChildren={isForChildren(config)} />}
            {config?.levelCheckFirst && <LevelCheckLink />}
            <KeyFacts id={key} facts={content.facts} />
            <AskAboutCourse course={content.heading} path={page.pathname} id={key} />
            <FaqList items={content.faq} headingId={`${key}-faq`} />
          </div>
          {config && <CoursePicture id={key} alt={content.imageAlt} className="art" />}
        </div>
      </PageBody>
    </article>
  );
}

/**
 * What a parent needs in five seconds: how long and for whom (the page's own facts), Apply now,
 * WhatsApp and a call; and the course's own site when it has one.
 */
function Glance({ content, path }: { content: CourseContent; path: string }) {
  const { t } = useTranslation();
  const route = usePage();
  const labels = t('ui.glanceLabels', { returnObjects: true });
  const external = route.course?.externalLink;
  return (
    <div className="glance" data-testid="course-glance">
      <FactList facts={glanceFacts(content.facts, labels)} />
      <p className="actions">
        <RouteLink to="courseForm" newTab css={buttonStyles('primary')} data-testid="apply-now">
          {t('ui.applyNow')} <ArrowForwardIcon />
          <span className="visually-hidden">{t('ui.applyNote')}</span>
        </RouteLink>
        {external && content.externalLink && (
          <a href={external} rel="noopener" css={buttonStyles('secondary')}>
            <BidiText>{content.externalLink.label}</BidiText> <ExternalIcon />
          </a>
        )}
      </p>
      <p className="ways">
        <a
          href={whatsappUrl(askMessage(t('ask.message'), { course: content.heading, path }))}
          rel="noopener"
          css={buttonStyles('secondary')}
        >
          <MessageCircle aria-hidden="true" focusable="false" size={20} /> {t('footer.whatsapp')}
        </a>
        <PhoneLink phone={callNumber} css={buttonStyles('secondary')}>
          <PhoneIcon aria-hidden="true" focusable="false" size={20} />
          <span className="visually-hidden">{t('ask.call')}</span>
        </PhoneLink>
      </p>
    </div>
  );
}

function KeyFacts({ id, facts }: { id: string; facts: CourseContent['facts'] }) {
  const { t } = useTranslation();
  return (
    <section className="facts" aria-labelledby={`${id}-facts`} data-testid="key-facts">
      <h2 id={`${id}-facts`}>{t('ui.factsTitle')}</h2>
      <FactList facts={facts} />
    </section>
  );
}

function LevelCheckLink() {
  const { t } = useTranslation();
  return (
    <p>
      <RouteLink to="levelCheck">{t('ui.levelCheckLink')}</RouteLink>
    </p>
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
      <TextList items={highlights.items} linkOf={usePageNamed()} />
    </section>
  );
}

/** The steps of a levelled course, said to the learner, or to the parent on a children's course. */
function LearningPath({ forChildren }: { forChildren: boolean }) {
  const { t } = useTranslation();
  const steps = forChildren
    ? t('ui.learningPathChild.steps', { returnObjects: true })
    : t('ui.learningPath.steps', { returnObjects: true });
  return (
    <section aria-labelledby="learning-path">
      <h2 id="learning-path">
        {forChildren ? t('ui.learningPathChild.title') : t('ui.learningPath.title')}
      </h2>
      <ol>
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
