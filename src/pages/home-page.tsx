import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, BookOpen, ClipboardCheck, Presentation } from 'lucide-react';
import { BidiText } from '@/components/ui/bidi-text';
import { buttonStyles } from '@/components/ui/button-link';
import { CardGrid } from '@/components/ui/card-grid';
import { ExpandableText } from '@/components/ui/expandable-text';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { PageBody } from '@/components/ui/page-shell';
import { homeContentSchema } from '@/content/schemas';
import { CoursePicture } from '@/features/courses/course-picture';
import { MapEmbed } from '@/features/home/map-embed';
import { PartnerSlider } from '@/features/home/partner-slider';
import { partnerSites } from '@/features/home/partner-sites';
import { WelcomeHeading } from '@/features/home/welcome-heading';
import { Island } from '@/components/island/island';
import { useContent } from '@/i18n/use-content';
import type { RouteId } from '@/routes/manifest';
import { RouteLink } from '@/routes/route-link';
import { colors, layout, radius, space } from '@/styles/theme';

/** The three latest courses, in the spec's order. */
const latestCourses: readonly RouteId[] = ['cambridgeTeaching', 'smc', 'frenchForKids'];

const whyLinks = ['ourCustomers', 'achievements', 'accreditation'] as const;

const styles = css`
  .hero {
    background: linear-gradient(135deg, ${colors.navy}, ${colors.navyDark});
    color: #fff;
  }
  .hero .inner {
    max-inline-size: ${layout.maxWidth};
    margin-inline: auto;
    padding: ${space.xxl} ${space.md} ${space.xl};
  }
  .hero p {
    max-inline-size: 44rem;
    font-size: 1.1rem;
    color: #e8edf6;
  }
  section {
    margin-block-end: ${space.xxl};
  }
  /* The sections below the first screen skip their first layout until they come near it. */
  section ~ section {
    content-visibility: auto;
    contain-intrinsic-size: auto 520px;
  }
  .boxes {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
    gap: ${space.lg};
  }
  .choose {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
  .box-icon {
    display: block;
    margin-block-end: ${space.sm};
    color: ${colors.red};
  }
  .box {
    padding: ${space.lg};
    border-radius: ${radius};
    background: ${colors.subtle};
    border-block-start: 4px solid ${colors.red};
  }
  .box h2 {
    margin-block-start: 0;
    font-size: 1.25rem;
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.md};
  }
`;

/** The info boxes' icons, in the boxes' order (decorative: hidden from assistive technology). */
const infoBoxIcons = [BookOpen, BadgeCheck, ClipboardCheck, Presentation] as const;

function InfoBoxIcon({ index }: { index: number }) {
  const Icon = infoBoxIcons[index % infoBoxIcons.length] ?? BookOpen;
  return (
    <Icon className="box-icon" aria-hidden="true" focusable="false" size={32} strokeWidth={1.75} />
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const content = useContent(homeContentSchema, 'home', 'home');
  return (
    <div css={styles}>
      <div className="hero">
        <div className="inner">
          <WelcomeHeading
            heading={content.heading}
            prefix={content.typewriter.prefix}
            phrases={content.typewriter.phrases}
          />
          <p>
            <BidiText>{content.lead}</BidiText>
          </p>
          <p className="choose">
            <RouteLink to="courseFinder" css={buttonStyles('primary')}>
              {t('routes.courseFinder')}
            </RouteLink>
            <RouteLink to="levelCheck" css={buttonStyles('secondary')}>
              {t('routes.levelCheck')}
            </RouteLink>
          </p>
        </div>
      </div>
      <PageBody>
        <section aria-label={content.about.title}>
          <div className="boxes">
            {content.infoBoxes.map((box, index) => (
              <div className="box" key={index}>
                <InfoBoxIcon index={index} />
                <h2>
                  <BidiText>{box.title}</BidiText>
                </h2>
                <ExpandableText text={box.text} />
              </div>
            ))}
          </div>
        </section>
        <section aria-labelledby="latest-title">
          <h2 id="latest-title">{content.latest.title}</h2>
          <CardGrid>
            {latestCourses.map((id, index) => (
              <li key={id}>
                <RouteLink to={id} className="card" data-testid="latest-card">
                  <CoursePicture id={id} alt="" loading="lazy" />
                  <div className="body">
                    <h3>
                      <BidiText>{content.latest.cards[index]?.title ?? ''}</BidiText>
                    </h3>
                    <p>
                      <BidiText>{content.latest.cards[index]?.text ?? ''}</BidiText>
                    </p>
                  </div>
                </RouteLink>
              </li>
            ))}
          </CardGrid>
        </section>
        <section aria-labelledby="about-title">
          <h2 id="about-title">{content.about.title}</h2>
          {content.about.paragraphs.map((paragraph, index) => (
            <p key={index}>
              <BidiText>{paragraph}</BidiText>
            </p>
          ))}
          <h3>{content.about.accreditationsTitle}</h3>
          <ul>
            {content.about.accreditations.map((item) => (
              <li key={item}>
                <BidiText>{item}</BidiText>
              </li>
            ))}
          </ul>
          <RouteLink to="companyProfile" css={buttonStyles('primary')}>
            {content.about.button} <ArrowForwardIcon />
          </RouteLink>
        </section>
        <section aria-labelledby="why-title">
          <h2 id="why-title">{content.why.title}</h2>
          {content.why.paragraphs.map((paragraph, index) => (
            <p key={index}>
              <BidiText>{paragraph}</BidiText>
            </p>
          ))}
          <ul>
            {content.why.items.map((item) => (
              <li key={item}>
                <BidiText>{item}</BidiText>
              </li>
            ))}
          </ul>
          <div className="links">
            {whyLinks.map((id) => (
              <RouteLink key={id} to={id} css={buttonStyles('secondary')}>
                {content.why.buttons[id]}
              </RouteLink>
            ))}
          </div>
        </section>
        <section aria-labelledby="partners-title">
          <h2 id="partners-title">{content.partners.title}</h2>
          <p>{content.partners.lead}</p>
          <PartnerSlider
            label={content.partners.schoolsLabel}
            names={content.partners.schools}
            seconds={50}
          />
          <PartnerSlider
            label={content.partners.sitesLabel}
            names={content.partners.sites}
            links={partnerSites}
            seconds={20}
          />
        </section>
        <Island
          name="map-embed"
          component={MapEmbed}
          props={{ content: content.map }}
          keys={[]}
          trigger="interaction"
        />
      </PageBody>
    </div>
  );
}
