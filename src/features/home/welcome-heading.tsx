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
  .typed {
    display: block;
    min-block-size: 1.4em;
    color: ${colors.gold};
  }
  .typed::after {
    content: '|';
    margin-inline-start: 2px;
    animation: blink 1s steps(1) infinite;
  }
  /* Paused or at rest: the cursor stops blinking too (WCAG 2.2.2). */
  .typed[data-running='false']::after {
    animation: none;
  }
  @keyframes blink {
    50% {
      opacity: 0;
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
          <span className="typed" data-testid="typewriter" data-running={running}>
            {text}
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
