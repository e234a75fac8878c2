import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { colors } from '@/styles/theme';
import { BidiText } from './bidi-text';

export const collapsedWords = 14;

/** The first `words` words and an ellipsis, or the whole text when it is short enough. */
export function truncateWords(text: string, words = collapsedWords): string {
  const all = text.trim().split(/\s+/);
  return all.length <= words ? text.trim() : `${all.slice(0, words).join(' ')}…`;
}

const styles = css`
  p {
    margin-block-end: 0;
  }
  summary {
    display: inline-flex;
    align-items: center;
    margin-block-start: 0.25rem;
    min-block-size: 44px;
    color: ${colors.red};
    font-weight: 700;
    text-decoration: underline;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* Open: the whole text replaces the short one, and the summary reads "Show less". */
  &:has(details[open]) > .short,
  details[open] .more,
  details:not([open]) .less {
    display: none;
  }
  details > p {
    margin-block-start: 0;
  }
  details[open] {
    display: flex;
    flex-direction: column-reverse;
    align-items: flex-start;
  }
`;

/**
 * Text collapsed to 14 words; "Read more" shows it all and "Show less" collapses it again. A native
 * `<details>`: it works before and without JavaScript, and tells screen readers its state.
 */
export function ExpandableText({ text }: { text: string }) {
  const { t } = useTranslation();
  const short = truncateWords(text);
  if (short === text.trim()) {
    return (
      <p>
        <BidiText>{text}</BidiText>
      </p>
    );
  }
  return (
    <div css={styles}>
      <p className="short">
        <BidiText>{short}</BidiText>
      </p>
      <details>
        <summary>
          <span className="more">{t('ui.readMore')}</span>
          <span className="less">{t('ui.showLess')}</span>
        </summary>
        <p>
          <BidiText>{text}</BidiText>
        </p>
      </details>
    </div>
  );
}
