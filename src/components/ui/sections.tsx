import { css } from '@emotion/react';
import { Paragraphs, TextList } from './text-blocks';
import type { Section } from '@/content/types';
import { colors, layout, space } from '@/styles/theme';
import { BidiText } from './bidi-text';

const styles = css`
  /* Titled prose reads at the reading width, its headings' rules as wide as its lines. */
  max-inline-size: ${layout.measure};
  section + section {
    margin-block-start: ${space.xl};
  }
  h2 {
    margin-block: 0 ${space.sm};
    padding-block-end: ${space.xs};
    border-block-end: 2px solid ${colors.line};
  }
  p {
    margin-block: 0 ${space.md};
  }
  ul {
    margin-block: 0 ${space.md};
    padding-inline-start: 1.4rem;
  }
  li + li {
    margin-block-start: ${space.xs};
  }
`;

export function SectionBlock({
  section,
  headingLevel = 2,
}: {
  section: Section;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section>
      <Heading>
        <BidiText>{section.title}</BidiText>
      </Heading>
      <Paragraphs items={section.paragraphs} />
      {section.items && section.items.length > 0 && <TextList items={section.items} />}
    </section>
  );
}

/** A list of titled prose sections from a locale file. */
export function Sections({ sections }: { sections: Section[] }) {
  return (
    <div css={styles}>
      {sections.map((section, index) => (
        <SectionBlock key={index} section={section} />
      ))}
    </div>
  );
}
