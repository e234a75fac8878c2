import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { colors, radius, space } from '@/styles/theme';

/**
 * How far above the bottom edge a focused answer must stay to be clear of the bar: the bar's
 * padding and up to two lines of text at an Arabic line height (it wraps on the narrowest
 * screens), half a row of the answer below its radio, and its focus ring. The answers keep this as
 * their `scroll-margin` (question-fieldset.tsx), so neither Tab nor the arrow keys leave one under
 * the bar, with or without JavaScript.
 */
export const progressBarRoom = `calc(2 * ${space.sm} + 2 * 1.8 * 1.125rem + 22px + ${space.sm})`;

/**
 * Set on the island's root (see level-check.tsx). `.problem` is also the look of the message shown
 * without JavaScript (in level-check.tsx).
 */
export const levelCheckProgressStyles = css`
  .status {
    position: sticky;
    inset-block-end: 0;
    padding: ${space.sm} ${space.md};
    background: ${colors.navy};
    color: #fff;
    border-radius: ${radius};
    font-weight: 700;
  }
  .problem {
    color: ${colors.error};
    font-weight: 700;
  }
`;

/** How many questions are answered, in a bar kept in view at the bottom while scrolling. */
export function LevelCheckProgress({ answered, total }: { answered: number; total: number }) {
  const { t } = useTranslation('level-check');
  return (
    <p className="status" role="status" aria-live="polite">
      {t('levelCheck.progress', { answered, count: total })}
    </p>
  );
}

/** After a submit with questions unanswered: how many, and which comes first (shown in that one). */
export function LevelCheckIncomplete({ missing, number }: { missing: number; number: number }) {
  const { t } = useTranslation('level-check');
  return (
    <p className="problem" role="alert">
      {t('levelCheck.incomplete', { count: missing, number })}
    </p>
  );
}
