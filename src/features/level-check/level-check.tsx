import { css } from '@emotion/react';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-link';
import { whatsappUrl } from '@/config/site';
import { readStorage, writeStorage } from '@/i18n/safe-storage';
import { RouteLink } from '@/routes/route-link';
import { colors, radius, space } from '@/styles/theme';
import { levelCheckQuestions } from './questions';
import {
  levelCheckStorageKey,
  parseProgress,
  progressOf,
  recommendFor,
  scoreLevelCheck,
  serialiseProgress,
  type LevelCheckResult,
} from './scoring';

const styles = css`
  fieldset {
    margin: 0 0 ${space.lg};
    padding: ${space.md};
    border: 1px solid ${colors.line};
    border-radius: ${radius};
  }
  legend {
    padding-inline: ${space.xs};
    font-weight: 700;
  }
  .skill {
    color: ${colors.muted};
    font-weight: 400;
  }
  .passage {
    padding: ${space.sm} ${space.md};
    border-inline-start: 4px solid ${colors.line};
    background: ${colors.subtle};
  }
  .prompt {
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    min-block-size: 44px;
    cursor: pointer;
  }
  input[type='radio'] {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
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

/** The answers checked in the form's radio inputs (also those ticked before the island woke). */
function checkedAnswers(form: HTMLFormElement | null): Map<string, number> {
  const answers = new Map<string, number>();
  for (const input of form?.querySelectorAll<HTMLInputElement>('input[type=radio]:checked') ?? []) {
    answers.set(input.name, Number(input.value));
  }
  return answers;
}

/**
 * The free English level check: 30 questions as native radio groups (keyboard and screen reader
 * friendly, usable before this island wakes), progress saved on the device and shown, any answer
 * changeable, and the result scored in the browser: nothing is sent unless the visitor chooses.
 */
export function LevelCheck() {
  const { t } = useTranslation('level-check');
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const [answers, setAnswers] = useState<ReadonlyMap<string, number>>(new Map());
  const [missing, setMissing] = useState<number | null>(null);
  const [result, setResult] = useState<LevelCheckResult | null>(null);

  // The radio inputs are the record of the answers (uncontrolled: React never unticks what the
  // visitor ticked, even while the island wakes); the state follows them.
  const sync = () => {
    const next = checkedAnswers(formRef.current);
    setAnswers(next);
    setMissing(null);
    writeStorage(levelCheckStorageKey, serialiseProgress(next));
  };

  useEffect(() => {
    // Saved progress fills the questions the visitor has not answered yet on this page.
    const form = formRef.current;
    for (const [id, index] of parseProgress(readStorage(levelCheckStorageKey))) {
      const group = [
        ...(form?.querySelectorAll<HTMLInputElement>('input[type=radio]') ?? []),
      ].filter((input) => input.name === id);
      if (group.some((input) => input.checked)) continue;
      const input = group.find((candidate) => candidate.value === String(index));
      if (input) input.checked = true;
    }
    setAnswers(checkedAnswers(form));
  }, []);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const progress = progressOf(answers);
  const firstMissing = levelCheckQuestions.findIndex((question) => !answers.has(question.id));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!progress.complete) {
      setMissing(progress.total - progress.answered);
      const question = levelCheckQuestions[firstMissing];
      if (question)
        formRef.current?.querySelector<HTMLInputElement>(`[name="${question.id}"]`)?.focus();
      return;
    }
    setResult(scoreLevelCheck(answers));
  };

  const restart = () => {
    formRef.current?.reset();
    setResult(null);
    sync();
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  };

  return (
    <div css={styles}>
      <noscript>
        <p className="problem">{t('levelCheck.noScript')}</p>
      </noscript>
      <form ref={formRef} method="dialog" onSubmit={onSubmit} data-testid="level-check">
        {levelCheckQuestions.map((question, number) => (
          <fieldset key={question.id}>
            <legend>
              {t('levelCheck.question', { number: number + 1 })}{' '}
              <span className="skill">{t(`levelCheck.skills.${question.skill}`)}</span>
            </legend>
            {/* The items test English: they read in English, left to right, on both sites. */}
            <div lang="en" dir="ltr">
              {question.passage && <p className="passage">{question.passage}</p>}
              <p className="prompt">{question.prompt}</p>
              {question.options.map((option, index) => (
                <label key={index}>
                  <input type="radio" name={question.id} value={index} onChange={sync} />
                  {option}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <p className="status" role="status" aria-live="polite">
          {t('levelCheck.progress', { answered: progress.answered, count: progress.total })}
        </p>
        {missing !== null && (
          <p className="problem" role="alert">
            {t('levelCheck.incomplete', { count: missing, number: firstMissing + 1 })}
          </p>
        )}
        <button type="submit" css={buttonStyles('primary')}>
          {t('levelCheck.submit')}
        </button>
      </form>
      {result && <LevelCheckOutcome result={result} headingRef={resultRef} onRestart={restart} />}
    </div>
  );
}

function LevelCheckOutcome({
  result,
  headingRef,
  onRestart,
}: {
  result: LevelCheckResult;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRestart: () => void;
}) {
  const { t } = useTranslation('level-check');
  const { t: common } = useTranslation();
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
      {advice.otherCourses.length > 0 && (
        <>
          <p>{t('levelCheck.result.others')}</p>
          <ul>
            {advice.otherCourses.map((id) => (
              <li key={id}>
                <RouteLink to={id}>{common(`routes.${id}`)}</RouteLink>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="actions">
        <RouteLink to="courseForm" css={buttonStyles('primary')}>
          {t('levelCheck.result.apply')}
        </RouteLink>
        <a href={whatsappUrl(message)} rel="noopener" css={buttonStyles('secondary')}>
          {t('levelCheck.result.whatsapp')}
        </a>
        <button type="button" css={buttonStyles('secondary')} onClick={onRestart}>
          {t('levelCheck.result.restart')}
        </button>
      </p>
    </section>
  );
}
