import { css } from '@emotion/react';
import { graphemeLengths } from '@/i18n/graphemes';
import { usePageLang } from '@/i18n/use-page-lang';
import { colors, space } from '@/styles/theme';
import { PauseButton } from './pause-button';

const styles = css`
  position: relative;
  h1 {
    color: #fff;
    margin: 0;
  }
  /* Every phrase sits, hidden, in the same grid cell, so the cell is as big as the longest phrase
     at any width and nothing moves while it types. The phrase at rest (the first one in the HTML)
     is laid over that cell. While the typing runs (data-typing), the phrases show, each behind a
     clip-path that src/islands/typing-reveal.ts animates on the compositor. */
  .stack {
    display: grid;
    color: ${colors.gold};
  }
  .phrase,
  .cell {
    grid-area: 1 / 1;
  }
  .phrase {
    visibility: hidden;
  }
  &[data-typing] .phrase {
    visibility: visible;
  }
  .cell {
    position: relative;
  }
  .typed {
    position: absolute;
    inset: 0;
  }
  /* Above the heading, in the hero's padding: showing it after load moves nothing. */
  .pause {
    position: absolute;
    inset-block-end: calc(100% + ${space.sm});
    inset-inline-end: 0;
    color: #fff;
  }
`;

interface Props {
  heading: string;
  prefix: string;
  phrases: string[];
  /** The pause button's hidden context: "the welcome heading". */
  pauseContext: string;
}

/**
 * The home page's welcome: one stable h1 for screen readers, and beside it, hidden from assistive
 * technology, the phrases typed one grapheme at a time by src/islands/motion.ts (no React in the
 * browser; the phrases are all in the HTML, and the typing only uncovers them). The HTML shows the first phrase whole, which is what a visitor without JavaScript or
 * with reduced motion keeps seeing; the typing starts after load, stops off screen and in a hidden
 * tab, and pauses with a button (WCAG 2.2.2).
 */
export function WelcomeHeading({ heading, prefix, phrases, pauseContext }: Props) {
  const lng = usePageLang();
  return (
    <div css={styles} data-motion="" data-testid="welcome-heading">
      <h1>
        <span className="visually-hidden">{heading}</span>
        <span aria-hidden="true">
          {prefix}
          <span className="stack" data-testid="welcome-phrases">
            {phrases.map((phrase) => (
              <span
                className="phrase"
                data-phrase=""
                data-graphemes={graphemeLengths(phrase, lng)}
                key={phrase}
              >
                {phrase}
              </span>
            ))}
            <span className="cell">
              <span className="typed" data-typed="" data-testid="welcome-typed">
                {phrases[0]}
              </span>
            </span>
          </span>
        </span>
      </h1>
      <PauseButton context={pauseContext} />
    </div>
  );
}
