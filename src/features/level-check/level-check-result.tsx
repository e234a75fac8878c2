import { css } from '@emotion/react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-link';
import { whatsappUrl } from '@/config/site';
import type { RouteId } from '@/routes/manifest';
import { RouteLink } from '@/routes/route-link';
import { colors, radius, space } from '@/styles/theme';
import { recommendFor, type LevelCheckResult } from './scoring';
import { pageNameKey } from '@/routes/page-name';

/** Set on the island's root (see level-check.tsx), reaching down to the result panel. */
export const levelCheckResultStyles = css`
  .result {
    margin-block: ${space.lg};
    padding: ${space.lg};
    border: 3px solid ${colors.success};
    border-radius: ${radius};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
`;

/** The estimated level and the courses that fit it; its heading takes focus when it appears. */
export function LevelCheckOutcome({
  result,
  headingRef,
  onRestart,
}: {
  result: LevelCheckResult;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRestart: () => void;
}) {
  const { t } = useTranslation('level-check');
  const advice = recommendFor(result.band);
  const range = { from: advice.generalEnglish.fromLevel, to: advice.generalEnglish.toLevel };
  const message = t('levelCheck.result.whatsappMessage', { band: result.band, ...range });
  return (
    <section className="result" aria-labelledby="level-check-result" data-testid="level-result">
      <h2 id="level-check-result" ref={headingRef} tabIndex={-1}>
        {t('levelCheck.result.title', { band: result.band })}
      </h2>
      <p>{t('levelCheck.result.estimate', { count: result.correct, total: result.total })}</p>
      <p>
        <RouteLink to="generalEnglish">{t('levelCheck.result.generalEnglish', range)}</RouteLink>
      </p>
      {advice.otherCourses.length > 0 && <OtherCourses ids={advice.otherCourses} />}
      <ResultActions whatsappMessage={message} onRestart={onRestart} />
    </section>
  );
}

function OtherCourses({ ids }: { ids: readonly RouteId[] }) {
  const { t } = useTranslation('level-check');
  const { t: common } = useTranslation();
  return (
    <>
      <p>{t('levelCheck.result.others')}</p>
      <ul>
        {ids.map((id) => (
          <li key={id}>
            <RouteLink to={id}>{common(pageNameKey(id))}</RouteLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Apply, ask on WhatsApp (the message names the level found), or take the check again. */
function ResultActions({
  whatsappMessage,
  onRestart,
}: {
  whatsappMessage: string;
  onRestart: () => void;
}) {
  const { t } = useTranslation('level-check');
  return (
    <p className="actions">
      <RouteLink to="courseForm" css={buttonStyles('primary')}>
        {t('levelCheck.result.apply')}
      </RouteLink>
      <a href={whatsappUrl(whatsappMessage)} rel="noopener" css={buttonStyles('secondary')}>
        {t('levelCheck.result.whatsapp')}
      </a>
      <button type="button" css={buttonStyles('secondary')} onClick={onRestart}>
        {t('levelCheck.result.restart')}
      </button>
    </p>
  );
}
