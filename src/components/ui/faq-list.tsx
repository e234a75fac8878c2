import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Faq } from '@/content/types';
import { colors, radius, space } from '@/styles/theme';
import { BidiText } from './bidi-text';
import { ChevronDownIcon } from './icons';

const styles = css`
  details {
    border: 1px solid ${colors.line};
    border-radius: ${radius};
    background: ${colors.surface};
  }
  details + details {
    margin-block-start: ${space.sm};
  }
  summary {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${space.md};
    min-block-size: 44px;
    padding: ${space.sm} ${space.md};
    font-weight: 600;
    color: ${colors.navy};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  details[open] summary svg {
    transform: rotate(180deg);
  }
  .answer {
    padding: 0 ${space.md} ${space.md};
    margin: 0;
  }
`;

/** Frequently asked questions as native disclosures: keyboard-operable, and open without JavaScript. */
export function FaqList({ items, headingId }: { items: Faq[]; headingId: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={headingId} css={styles}>
      <h2 id={headingId}>{t('ui.faqTitle')}</h2>
      {items.map((item, index) => (
        <details key={index}>
          <summary>
            <span>
              <BidiText>{item.question}</BidiText>
            </span>
            <ChevronDownIcon />
          </summary>
          <p className="answer">
            <BidiText>{item.answer}</BidiText>
          </p>
        </details>
      ))}
    </section>
  );
}
