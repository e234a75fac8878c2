import { css } from '@emotion/react';
import type { Section } from '@/content/types';
import { colors, space } from '@/styles/theme';
import { BidiText } from './bidi-text';

const styles = css`
  section + section {
    margin-block-start: ${space.xl};
  }
  h2 {
    font-size: 1.4rem;
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
      {section.paragraphs.map((paragraph, index) => (
        <p key={index}>
          <BidiText>{paragraph}</BidiText>
        </p>
      ))}
      {section.items && section.items.length > 0 && (
        <ul>
          {section.items.map((item, index) => (
            <li key={index}>
              <BidiText>{item}</BidiText>
            </li>
          ))}
        </ul>
      )}
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
