import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-link';
import {
  LevelCheckIncomplete,
  LevelCheckProgress,
  levelCheckProgressStyles,
} from './level-check-progress';
import { LevelCheckOutcome, levelCheckResultStyles } from './level-check-result';
import { QuestionFieldset, questionFieldsetStyles } from './question-fieldset';
import { levelCheckQuestions } from './questions';
import { useLevelCheckState } from './use-level-check-state';
import { defineIsland } from '@/components/island/define-island';
import { pageNameKey } from '@/routes/page-name';
import { levelCheckStorageKey } from './scoring';

/*
 * Each piece's styles live beside it but are set here, together, on the island's root: the pieces
 * add no class or element of their own, so the markup the server wrote (and hydration matches,
 * and the browser tests select) stays the same.
 */
const styles = [questionFieldsetStyles, levelCheckProgressStyles, levelCheckResultStyles];

/**
 * The free English level check: 30 questions as native radio groups (keyboard and screen reader
 * friendly, usable before this island wakes), progress saved on the device and shown, any answer
 * changeable, and the result scored in the browser: nothing is sent unless the visitor chooses.
 */
export function LevelCheck() {
  const { t } = useTranslation('level-check');
  const { formRef, resultRef, progress, firstMissing, missing, result, sync, onSubmit, restart } =
    useLevelCheckState();
  return (
    <div css={styles}>
      <noscript>
        <p className="problem">{t('levelCheck.noScript')}</p>
      </noscript>
      <form ref={formRef} method="dialog" onSubmit={onSubmit} data-testid="level-check">
        {levelCheckQuestions.map((question, index) => (
          <QuestionFieldset
            key={question.id}
            question={question}
            number={index + 1}
            onChange={sync}
            problem={
              missing !== null && index === firstMissing ? (
                <LevelCheckIncomplete missing={missing} number={firstMissing + 1} />
              ) : undefined
            }
          />
        ))}
        <LevelCheckProgress answered={progress.answered} total={progress.total} />
        <button type="submit" css={buttonStyles('primary')}>
          {t('levelCheck.submit')}
        </button>
      </form>
      {result && <LevelCheckOutcome result={result} headingRef={resultRef} onRestart={restart} />}
    </div>
  );
}

export const levelCheckIsland = defineIsland({
  name: 'level-check',
  component: LevelCheck,
  keys: [
    'level-check:levelCheck',
    `common:${pageNameKey('generalEnglish')}`,
    `common:${pageNameKey('conversationEnglish')}`,
    `common:${pageNameKey('businessEnglish')}`,
    `common:${pageNameKey('toeflIelts')}`,
  ],
  trigger: 'interaction',
  wakeIfStored: levelCheckStorageKey,
});
