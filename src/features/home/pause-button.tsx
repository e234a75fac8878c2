import { css } from '@emotion/react';
import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { colors, space } from '@/styles/theme';

/**
 * The one look of every pause control for motion on the home page: a pill-shaped button in the
 * colour of the text around it, with a pause icon; pressed (paused), gold with a play icon.
 */
export const pauseButtonStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-block-size: 44px;
  padding-inline: ${space.md};
  border: 2px solid currentColor;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.95rem;
  font-weight: 700;
  cursor: pointer;
  &[hidden] {
    display: none;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &[aria-pressed='true'] {
    background: ${colors.gold};
    border-color: ${colors.gold};
    color: ${colors.navy};
  }
  &[aria-pressed='true'] .when-running,
  &[aria-pressed='false'] .when-paused {
    display: none;
  }
`;

/**
 * A toggle button (`aria-pressed`) named with its context ("Pause the welcome heading"). Hidden in
 * the HTML: src/islands/motion.ts shows it and runs it only when there is motion to pause.
 */
export function PauseButton({ context }: { context: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="pause"
      css={pauseButtonStyles}
      data-pause=""
      aria-pressed="false"
      hidden
    >
      <Pause className="when-running" aria-hidden="true" focusable="false" size={18} />
      <Play className="when-paused" aria-hidden="true" focusable="false" size={18} />
      <span>
        {t('ui.pause')}
        <span className="visually-hidden"> {context}</span>
      </span>
    </button>
  );
}
