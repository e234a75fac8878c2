import { css, keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { colors, space } from '@/styles/theme';

/** How long each phrase shows before the next. */
export const phraseSeconds = 2.6;

/** A phrase shows for its share of the loop, then gives way (opacity only: the compositor's work). */
const show = (count: number) => keyframes`
  0% { opacity: 1; }
  ${(100 / count).toFixed(3)}% { opacity: 0; }
  100% { opacity: 0; }
`;

const styles = (count: number) => css`
  h1 {
    color: #fff;
    margin: 0;
  }
  /* Every phrase sits in the same grid cell, so the heading is as tall as its longest phrase at
     any width and nothing below it moves as the phrases change. */
  .stack {
    display: grid;
    color: ${colors.gold};
  }
  .phrase {
    grid-area: 1 / 1;
    opacity: 0;
  }
  .phrase:first-child {
    opacity: 1;
  }
  /* The loop runs only once the page has loaded and while the heading is on screen
     (data-motion, set by src/islands/motion.ts); whole phrases only, so a pause never rests
     half-way. */
  &[data-motion='on'] .phrase {
    animation: ${show(count)} ${count * phraseSeconds}s step-end infinite;
  }
  ${Array.from(
    { length: count },
    (_, i) => `.phrase:nth-child(${i + 1}) { animation-delay: ${i * phraseSeconds}s; }`,
  ).join('\n')}
  &:has(.pause input:checked) .phrase {
    animation-play-state: paused;
  }
  /* Until the loop has started (and without JavaScript, when it never does) there is nothing to
     pause: the control keeps its place but is not shown. */
  &[data-motion=''] .pause {
    visibility: hidden;
  }
  .pause {
    display: inline-flex;
    align-items: center;
    gap: ${space.sm};
    margin-block-start: ${space.md};
    min-block-size: 44px;
    padding-inline: ${space.md};
    border: 2px solid #fff;
    border-radius: 6px;
    color: #fff;
    cursor: pointer;
  }
  /* Last, so it wins: at rest on the first phrase, and no pause to offer. */
  @media (prefers-reduced-motion: reduce) {
    &[data-motion='on'] .phrase {
      animation: none;
    }
    .pause {
      display: none;
    }
  }
`;

interface Props {
  heading: string;
  prefix: string;
  phrases: string[];
}

/**
 * The home page's welcome: one stable h1 for screen readers, and beside it, hidden from assistive
 * technology, the phrases in a loop. Plain HTML and CSS, no React in the browser: the loop starts
 * after load, stops off screen, rests under reduced motion, and pauses with a checkbox (WCAG 2.2.2)
 * that works before and without JavaScript.
 */
export function WelcomeHeading({ heading, prefix, phrases }: Props) {
  const { t } = useTranslation();
  return (
    <div css={styles(phrases.length)} data-motion="" data-testid="welcome-heading">
      <h1>
        <span className="visually-hidden">{heading}</span>
        <span aria-hidden="true">
          {prefix}
          <span className="stack" data-testid="welcome-phrases">
            {phrases.map((phrase) => (
              <span className="phrase" key={phrase}>
                {phrase}
              </span>
            ))}
          </span>
        </span>
      </h1>
      <label className="pause">
        <input type="checkbox" />
        {t('ui.pause')}
      </label>
    </div>
  );
}
