import { css } from '@emotion/react';
import { BidiText } from '@/components/ui/bidi-text';
import { ExpandableText } from '@/components/ui/expandable-text';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { Sections } from '@/components/ui/sections';
import type { Section, SectionsPage, Testimonial, BasePage } from '@/content/types';
import { useContent } from '@/i18n/use-content';
import { usePage } from '@/routes/use-page';
import { colors, radius, shadow, space } from '@/styles/theme';

interface CompanyContent extends BasePage {
  sections?: Section[];
  clientGroups?: { title: string; names: string[] }[];
  testimonials?: Testimonial[];
}

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
    font-size: 1.15rem;
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
          <h2>
            <BidiText>{item.name}</BidiText>
          </h2>
          <p className="role">
            <BidiText>{item.role}</BidiText>
          </p>
          <ExpandableText text={item.summary} />
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

/** About us, services, company profile, customers, achievements, testimonials, accreditation. */
export function CompanyPage() {
  const route = usePage();
  const content = useContent<CompanyContent & Partial<SectionsPage>>(route.ns, route.id);
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody>
        {content.sections && <Sections sections={content.sections} />}
        {content.clientGroups && <ClientGroups groups={content.clientGroups} />}
        {content.testimonials && <Testimonials items={content.testimonials} />}
      </PageBody>
    </article>
  );
}
