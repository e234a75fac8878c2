import { css } from '@emotion/react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { colors, radius, space } from '@/styles/theme';
import { progressBarRoom } from './level-check-progress';
import { gapMark, gapSpoken, type LevelCheckQuestion } from './questions';

/** Set on the island's root (see level-check.tsx), reaching down to each question. */
export const questionFieldsetStyles = css`
  fieldset {
    margin: 0 0 ${space.lg};
    padding: ${space.md};
    border: 1px solid ${colors.line};
    border-radius: ${radius};
    scroll-margin-block-start: ${space.md};
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
    flex-shrink: 0;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin: 0;
    accent-color: ${colors.navy};
    scroll-margin-block-end: ${progressBarRoom};
  }
`;

/** A prompt with each gap (`___`) shown as a line and spoken as a word (`gapSpoken`). */
function PromptText({ prompt }: { prompt: string }) {
  const [first, ...rest] = prompt.split(gapMark);
  return (
    <>
      {first}
      {rest.map((part, index) => (
        <Fragment key={index}>
          <span aria-hidden="true">{gapMark}</span>
          <span className="visually-hidden">{gapSpoken}</span>
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * One question as a native radio group: its number and skill (the group's name), an optional
 * passage and the prompt (its description, so they are heard on tabbing in), the options; and
 * `problem`, a message about this question, if any.
 */
export function QuestionFieldset({
  question,
  number,
  onChange,
  problem,
}: {
  question: LevelCheckQuestion;
  /** Counted from 1. */
  number: number;
  onChange: () => void;
  problem?: ReactNode;
}) {
  const { t } = useTranslation('level-check');
  const passageId = `${question.id}-passage`;
  const promptId = `${question.id}-prompt`;
  return (
    <fieldset aria-describedby={question.passage ? `${passageId} ${promptId}` : promptId}>
      <legend>
        {t('levelCheck.question', { number })}{' '}
        <span className="skill">{t(`levelCheck.skills.${question.skill}`)}</span>
      </legend>
      {problem}
      {/* The items test English: they read in English, left to right, on both sites. */}
      <div lang="en" dir="ltr">
        {question.passage && (
          <p className="passage" id={passageId}>
            {question.passage}
          </p>
        )}
        <p className="prompt" id={promptId}>
          <PromptText prompt={question.prompt} />
        </p>
        {question.options.map((option, index) => (
          <label key={index}>
            <input type="radio" name={question.id} value={index} onChange={onChange} />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
