import { BookOpen, ClipboardCheck, MessageCircle, Presentation } from 'lucide-react';
import { Paragraphs, TextList } from '@/components/ui/text-blocks';
import { useTranslation } from 'react-i18next';
import { BidiText } from '@/components/ui/bidi-text';
import { buttonStyles } from '@/components/ui/button-link';
import { ExpandableText } from '@/components/ui/expandable-text';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { whatsappUrl } from '@/config/site';
import type { HomeContent } from '@/content/types';
import { RouteLink } from '@/routes/route-link';
import { PartnerList } from './partner-list';
import { partnerSites } from './partner-sites';
import { WelcomeHeading } from './welcome-heading';
import { pageNameKey } from '@/routes/page-name';

/** Facts about the academy beside the welcome (the right 40 % at 1280 px; below on phones). */
function TrustPanel({ trust }: { trust: HomeContent['trust'] }) {
  return (
    <div className="trust" data-testid="trust-panel">
      <h2 id="trust-title">{trust.title}</h2>
      <ul aria-labelledby="trust-title">
        {trust.items.map((item) => (
          <li key={item.value}>
            <strong>
              <BidiText>{item.value}</BidiText>
            </strong>{' '}
            <span>
              <BidiText>{item.text}</BidiText>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The first screen: the welcome, the lead, three ways in (finder, level check, WhatsApp), facts. */
export function HomeHero({ content }: { content: HomeContent }) {
  const { t } = useTranslation();
  return (
    <div className="hero">
      <div className="inner">
        <div className="welcome">
          <WelcomeHeading
            heading={content.heading}
            prefix={content.typewriter.prefix}
            phrases={content.typewriter.phrases}
            pauseContext={content.typewriter.pause}
          />
          <p>
            <BidiText>{content.lead}</BidiText>
          </p>
          <p className="choose">
            <RouteLink to="courseFinder" css={buttonStyles('primary')}>
              {t(pageNameKey('courseFinder'))}
            </RouteLink>
            <RouteLink to="levelCheck" css={buttonStyles('secondary')}>
              {t(pageNameKey('levelCheck'))}
            </RouteLink>
            <a
              href={whatsappUrl(content.whatsapp.message)}
              rel="noopener"
              css={buttonStyles('secondary')}
              className="whatsapp"
            >
              <MessageCircle aria-hidden="true" focusable="false" size={20} />
              {content.whatsapp.label}
            </a>
          </p>
        </div>
        <TrustPanel trust={content.trust} />
      </div>
    </div>
  );
}

/** The info boxes' icons, in the boxes' order (decorative: hidden from assistive technology). */
const infoBoxIcons = [BookOpen, ClipboardCheck, Presentation] as const;

function InfoBoxIcon({ index }: { index: number }) {
  const Icon = infoBoxIcons[index % infoBoxIcons.length] ?? BookOpen;
  return (
    <Icon className="box-icon" aria-hidden="true" focusable="false" size={32} strokeWidth={1.75} />
  );
}

/**
 * The info boxes under the hero. An unnamed section (no landmark): the about section below already
 * is the region named "About the American Academy".
 */
export function InfoBoxes({ boxes }: { boxes: HomeContent['infoBoxes'] }) {
  return (
    <section>
      <div className="boxes">
        {boxes.map((box, index) => (
          <div className="box" key={index}>
            <InfoBoxIcon index={index} />
            <h2>
              <BidiText>{box.title}</BidiText>
            </h2>
            <ExpandableText text={box.text} topic={box.title} />
          </div>
        ))}
      </div>
    </section>
  );
}

/** Who we are: the paragraphs, the accreditations and a link to the company profile. */
export function AboutSection({ about }: { about: HomeContent['about'] }) {
  return (
    <section aria-labelledby="about-title">
      <h2 id="about-title">{about.title}</h2>
      <Paragraphs items={about.paragraphs} />
      <h3>{about.accreditationsTitle}</h3>
      <TextList items={about.accreditations} />
      <RouteLink to="companyProfile" css={buttonStyles('primary')}>
        {about.button} <ArrowForwardIcon />
      </RouteLink>
    </section>
  );
}

const whyLinks = ['ourCustomers', 'achievements', 'accreditation'] as const;

/** Why choose us: the paragraphs, the reasons and links to the pages that bear them out. */
export function WhySection({ why }: { why: HomeContent['why'] }) {
  return (
    <section aria-labelledby="why-title">
      <h2 id="why-title">{why.title}</h2>
      <Paragraphs items={why.paragraphs} />
      <TextList items={why.items} />
      <div className="links">
        {whyLinks.map((id) => (
          <RouteLink key={id} to={id} css={buttonStyles('secondary')}>
            {why.buttons[id]}
          </RouteLink>
        ))}
      </div>
    </section>
  );
}

/** The partners: the schools, then the sites (linked), each a wrapping list of whole names. */
export function PartnersSection({ partners }: { partners: HomeContent['partners'] }) {
  return (
    <section aria-labelledby="partners-title">
      <h2 id="partners-title">{partners.title}</h2>
      <p>{partners.lead}</p>
      <PartnerList label={partners.schoolsLabel} names={partners.schools} />
      <PartnerList label={partners.sitesLabel} names={partners.sites} links={partnerSites} />
    </section>
  );
}
