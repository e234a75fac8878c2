import { css } from '@emotion/react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { colors } from '@/styles/theme';
import { BidiText } from './bidi-text';

export const collapsedWords = 14;

/** The longest first sentence (in words) the short text shows whole rather than cut. */
export const sentenceWords = 24;

/** The first sentence of a text, with its full stop or question mark ("3.5" does not end one). */
const firstSentence = /^.+?[.!?؟](?=\s|$)/su;

/**
 * The short text: the first sentence whole where it is short enough (a phrase cut mid-list read
 * "…Spanish and Arabic…", dropping "for foreigners"), else the first `words` words and an
 * ellipsis; the whole text when it is short enough.
 */
export function truncateWords(text: string, words = collapsedWords): string {
  const trimmed = text.trim();
  const all = trimmed.split(/\s+/);
  if (all.length <= words) return trimmed;
  const sentence = firstSentence.exec(trimmed)?.[0];
  if (sentence && sentence.split(/\s+/).length <= sentenceWords) return sentence;
  return `${all.slice(0, words).join(' ')}…`;
}

const styles = css`
  p {
    margin-block-end: 0;
  }
  summary {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
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
  /* A chevron that points down when closed and up when open (the state is aria-expanded's). */
  details[open] > summary .chevron {
    transform: rotate(180deg);
  }
  /* Open: the whole text replaces the short one, after the control, as in the DOM. */
  &:has(details[open]) > .short {
    display: none;
  }
  details > p {
    margin-block-start: 0;
  }
`;

/**
 * Text collapsed to 14 words; "Read more" (one name, with the topic for screen readers: "Read
 * more about What we teach") shows it all below itself. A native `<details>`: it works before and
 * without JavaScript, and its expanded state is the state screen readers hear.
 */
export function ExpandableText({ text, topic }: { text: string; topic?: string }) {
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
          <span>
            {t('ui.readMore')}
            {topic && (
              <span className="visually-hidden">
                {' '}
                <BidiText>{t('ui.readMoreAbout', { topic })}</BidiText>
              </span>
            )}
          </span>
          <ChevronDown className="chevron" aria-hidden="true" focusable="false" size={18} />
        </summary>
        <p>
          <BidiText>{text}</BidiText>
        </p>
      </details>
    </div>
  );
}
