import { css } from '@emotion/react';
import { Quote } from 'lucide-react';
import { BidiText } from '@/components/ui/bidi-text';
import { ExpandableText } from '@/components/ui/expandable-text';
import { LogoDivider } from '@/components/ui/logo-divider';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { Sections } from '@/components/ui/sections';
import type { Testimonial } from '@/content/types';
import { usePage } from '@/routes/use-page';
import { colors, radius, shadow, space } from '@/styles/theme';
import { usePageContent } from '@/routes/use-page-content';

const imageStyles = css`
  display: block;
  inline-size: min(100%, 480px);
  block-size: auto;
  margin-block: ${space.lg};
`;

const gridStyles = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${space.lg};
  margin-block-start: ${space.xl};
  article,
  section.group {
    background: ${colors.surface};
    border: 1px solid ${colors.line};
    border-radius: ${radius};
    box-shadow: ${shadow};
    padding: ${space.lg};
  }
  h2,
  h3 {
    margin-block: 0 ${space.xs};
  }
  .quote-icon {
    display: block;
    margin-block-end: ${space.sm};
    color: ${colors.red};
  }
  /* An opening quotation mark faces the text: mirrored in right-to-left pages. */
  [dir='rtl'] & .quote-icon {
    transform: scaleX(-1);
  }
  .role {
    margin: 0 0 ${space.sm};
    color: ${colors.muted};
    font-size: 0.95rem;
  }
  ul {
    margin: 0;
    padding-inline-start: 1.2rem;
  }
`;

function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <div css={gridStyles}>
      {items.map((item, index) => (
        <article key={index}>
          <Quote className="quote-icon" aria-hidden="true" focusable="false" size={28} />
          <h2>
            <BidiText>{item.name}</BidiText>
          </h2>
          <p className="role">
            <BidiText>{item.role}</BidiText>
          </p>
          <ExpandableText text={item.summary} topic={item.name} />
        </article>
      ))}
    </div>
  );
}

function ClientGroups({ groups }: { groups: { title: string; names: string[] }[] }) {
  return (
    <div css={gridStyles}>
      {groups.map((group, index) => (
        <section className="group" key={index}>
          <h2>
            <BidiText>{group.title}</BidiText>
          </h2>
          <ul>
            {group.names.map((name) => (
              <li key={name}>
                <BidiText>{name}</BidiText>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * About us, services, company profile, customers, achievements, testimonials, accreditation. The
 * logo divider and an illustration are the entry's `company` parts.
 */
export function CompanyPage() {
  const parts = usePage().company;
  const content = usePageContent('company');
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody>
        {parts?.logoDivider && <LogoDivider />}
        {parts?.image && content.imageAlt && (
          <img
            css={imageStyles}
            src={parts.image}
            alt={content.imageAlt}
            width="480"
            height="240"
          />
        )}
        {content.sections && <Sections sections={content.sections} />}
        {content.clientGroups && <ClientGroups groups={content.clientGroups} />}
        {content.testimonials && <Testimonials items={content.testimonials} />}
      </PageBody>
    </article>
  );
}
