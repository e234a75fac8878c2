import { css } from '@emotion/react';
import { Paragraphs } from '@/components/ui/text-blocks';
import type { ContactContent } from '@/content/types';
import { BidiText } from '@/components/ui/bidi-text';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { PhoneLink, PhoneLinks } from '@/components/ui/phone-link';
import { Sections } from '@/components/ui/sections';
import { integrations, phones, whatsappUrl, type Phone } from '@/config/site';
import { contactReachContentSchema } from '@/content/contact-content';
import { useContent } from '@/i18n/use-content';
import { MessageCircle, Phone as PhoneIcon } from 'lucide-react';
import { contactFormIsland } from '@/features/contact/contact-form';
import { Island } from '@/components/island/island';
import { RouteLink } from '@/routes/route-link';
import { isRouteId, type RouteId } from '@/routes/manifest';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-link';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { usePage } from '@/routes/use-page';
import { colors, radius, space } from '@/styles/theme';
import { pageNameKey } from '@/routes/page-name';
import { usePageContent } from '@/routes/use-page-content';

const styles = css`
  .card {
    padding: ${space.lg};
    border: 1px solid ${colors.line};
    border-radius: ${radius};
    margin-block: ${space.lg};
  }
  .notice {
    border-inline-start: 6px solid ${colors.red};
    background: ${colors.subtle};
  }
  .phones {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm} ${space.lg};
    list-style: none;
    padding: 0;
  }
  .related {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.md};
    list-style: none;
    padding: 0;
    margin-block: ${space.lg};
  }
  .reach {
    margin-block-end: ${space.xl};
  }
  .reach h2 {
    margin-block-start: 0;
  }
  .reach h3 {
    margin-block: 0 ${space.sm};
  }
  .ways {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    list-style: none;
    padding: 0;
    margin: 0 0 ${space.lg};
  }
  .reach .card {
    margin: 0;
  }
  .reach .card p {
    margin-block: 0 ${space.sm};
  }
  .branches {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
    gap: ${space.lg};
  }
`;

function PhoneList({ label, list }: { label: string; list: readonly Phone[] }) {
  return (
    <>
      <h3>{label}</h3>
      <PhoneLinks list={list} />
    </>
  );
}

function AddressCard({ content }: { content: ContactContent }) {
  return (
    <section className="card" aria-labelledby="address-title">
      <h2 id="address-title">{content.addressTitle}</h2>
      <p>
        <BidiText>{content.address ?? ''}</BidiText>
        <br />
        <BidiText>{content.landmark ?? ''}</BidiText>
      </p>
    </section>
  );
}

function NoticeCard({ notice }: { notice: NonNullable<ContactContent['notice']> }) {
  return (
    <section className="card notice" aria-labelledby="notice-title">
      <h2 id="notice-title">{notice.title}</h2>
      <Paragraphs items={notice.paragraphs} />
    </section>
  );
}

function BranchCards({ branches }: { branches: NonNullable<ContactContent['branches']> }) {
  return (
    <div className="branches">
      {(['headOffice', 'maadiBranch'] as const).map((id) => (
        <section className="card" key={id}>
          <h2>
            <RouteLink to={id}>{branches[id].title}</RouteLink>
          </h2>
          <p>
            <BidiText>{branches[id].text}</BidiText>
          </p>
        </section>
      ))}
    </div>
  );
}

/** Contact, Contact Us, Contact Info, Head Office, Maadi Branch, Complaints & Inquiries. */
export function ContactPage() {
  const route = usePage();
  const content = usePageContent('contact');
  const parts = route.contact ?? {};
  const branch = parts.phones && phones[parts.phones];
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody prose>
        <div css={styles}>
          {parts.form && <ReachUs />}
          {content.paragraphs && <Paragraphs items={content.paragraphs} />}
          {content.address && <AddressCard content={content} />}
          {branch && content.phonesTitle && (
            <section className="card" aria-labelledby="phones-title">
              <h2 id="phones-title">{content.phonesTitle}</h2>
              <PhoneList label={content.landlinesLabel ?? ''} list={branch.landlines} />
              <PhoneList label={content.mobilesLabel ?? ''} list={branch.mobiles} />
            </section>
          )}
          {content.notice && <NoticeCard notice={content.notice} />}
          {parts.form && <Island island={contactFormIsland} props={{}} />}
          {content.sections && <Sections sections={content.sections} />}
          {content.branches && <BranchCards branches={content.branches} />}
          {content.ways && <ComplaintWays ways={content.ways} />}
          {parts.related && <RelatedLinks ids={parts.related.filter(isRouteId)} />}
        </div>
      </PageBody>
    </article>
  );
}

function RelatedLinks({ ids }: { ids: RouteId[] }) {
  const { t } = useTranslation();
  return (
    <ul className="related">
      {ids.map((id) => (
        <li key={id}>
          <RouteLink to={id} css={buttonStyles('secondary')}>
            {t(pageNameKey(id))} <ArrowForwardIcon />
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}

function ComplaintWays({ ways }: { ways: NonNullable<ContactContent['ways']> }) {
  return (
    <section className="card" aria-labelledby="ways-title">
      <h2 id="ways-title">{ways.title}</h2>
      <ul>
        <li>
          <RouteLink to="questionForm">{ways.form}</RouteLink>
        </li>
        <li>
          {ways.phone} <PhoneLink phone={phones.headOffice.mobiles[0]} />
        </li>
        <li>
          <a href={whatsappUrl()} rel="noopener">
            {ways.whatsapp}
          </a>
        </li>
      </ul>
    </section>
  );
}

/**
 * What a contact page with the form leads with: tap to call, WhatsApp, and the two branches with
 * their addresses and numbers (the academy has stated no opening hours: docs/content-questions.md).
 */
function ReachUs() {
  const { t } = useTranslation();
  const reach = useContent(contactReachContentSchema, 'contact', 'reach');
  const [call] = phones.headOffice.landlines;
  return (
    <section className="reach" aria-labelledby="reach-title" data-testid="contact-reach">
      <h2 id="reach-title">{reach.title}</h2>
      <ul className="ways">
        <li>
          <PhoneLink phone={call} css={buttonStyles('primary')}>
            <PhoneIcon aria-hidden="true" focusable="false" size={20} /> {reach.call}
          </PhoneLink>
        </li>
        <li>
          <a href={whatsappUrl()} rel="noopener" css={buttonStyles('secondary')}>
            <MessageCircle aria-hidden="true" focusable="false" size={20} /> {reach.whatsapp}
          </a>
        </li>
      </ul>
      <div className="branches">
        <section className="card" aria-labelledby="reach-head-office">
          <h3 id="reach-head-office">{reach.headOffice}</h3>
          <p>
            <BidiText>{t('footer.address')}</BidiText>
            <br />
            {t('footer.landmark')}
          </p>
          <PhoneLinks list={[...phones.headOffice.landlines, ...phones.headOffice.mobiles]} />
          <a href={integrations.mapsLink} rel="noopener">
            {reach.map}
          </a>
        </section>
        <section className="card" aria-labelledby="reach-maadi">
          <h3 id="reach-maadi">{reach.maadi}</h3>
          <p>{reach.maadiText}</p>
          <PhoneLinks list={[...phones.maadi.landlines, ...phones.maadi.mobiles]} />
        </section>
      </div>
    </section>
  );
}
