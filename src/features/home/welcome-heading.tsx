import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { colors, space } from '@/styles/theme';
import { useReducedMotion } from './use-reduced-motion';
import { useTypewriter } from './use-typewriter';

const styles = css`
  h1 {
    color: #fff;
    margin: 0;
    font-size: clamp(1.6rem, 4vw, 2.6rem);
  }
  /* Every phrase sits invisibly in the same grid cell as the typed text, so the heading is as
     tall as its longest phrase at any width and nothing below it moves while it types. */
  .stack {
    display: grid;
    color: ${colors.gold};
  }
  .stack > * {
    grid-area: 1 / 1;
  }
  .ghost {
    visibility: hidden;
  }
  /* The cursor is the typed text's end border, not a character after it: text that moves as it
     is typed would count as a layout shift, a border does not. */
  .ghost {
    padding-inline-end: 0.12em;
  }
  .typed {
    border-inline-end: 0.08em solid currentColor;
    padding-inline-end: 0.04em;
    animation: blink 1s steps(1) infinite;
  }
  /* Paused or at rest: the cursor stops blinking too (WCAG 2.2.2). */
  .typed[data-running='false'] {
    animation: none;
  }
  @keyframes blink {
    50% {
      border-color: transparent;
    }
  }
  button {
    margin-block-start: ${space.md};
    min-block-size: 44px;
    padding-inline: ${space.md};
    font: inherit;
    border: 2px solid #fff;
    border-radius: 6px;
    background: transparent;
    color: #fff;
    cursor: pointer;
  }
`;

interface Props {
  heading: string;
  prefix: string;
  phrases: string[];
}

/**
 * One stable h1 for screen readers; the typed phrases beside it are hidden from assistive
 * technology. It can be paused (WCAG 2.2.2) and rests on a whole phrase under reduced motion.
 */
export function WelcomeHeading({ heading, prefix, phrases }: Props) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const running = !paused && !reduced;
  const text = useTypewriter(phrases, running);
  return (
    <div css={styles}>
      <h1>
        <span className="visually-hidden">{heading}</span>
        <span aria-hidden="true">
          {prefix}
          <span className="stack">
            {phrases.map((phrase) => (
              <span className="ghost" key={phrase}>
                {phrase}
              </span>
            ))}
            <span>
              <span className="typed" data-testid="typewriter" data-running={running}>
                {text}
              </span>
            </span>
          </span>
        </span>
      </h1>
      {!reduced && (
        <button type="button" onClick={() => setPaused(!paused)}>
          {paused ? t('ui.play') : t('ui.pause')}
        </button>
      )}
    </div>
  );
}
