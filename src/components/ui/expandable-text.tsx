import { css } from '@emotion/react';
import { useId, useState } from 'react';
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
  button {
    margin-block-start: 0.25rem;
    padding: 0.4rem 0;
    min-block-size: 44px;
    border: 0;
    background: none;
    color: ${colors.red};
    font: inherit;
    font-weight: 700;
    text-decoration: underline;
    cursor: pointer;
  }
`;

/** Text collapsed to 14 words; Read more expands it, Show less collapses it. */
export function ExpandableText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = truncateWords(text);
  const needsToggle = short !== text.trim();
  return (
    <div css={styles}>
      <p id={id}>
        <BidiText>{expanded || !needsToggle ? text : short}</BidiText>
      </p>
      {needsToggle && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('ui.showLess') : t('ui.readMore')}
        </button>
      )}
    </div>
  );
}
