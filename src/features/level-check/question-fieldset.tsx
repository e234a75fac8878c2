import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { colors, radius, space } from '@/styles/theme';
import type { LevelCheckQuestion } from './questions';

/** Set on the island's root (see level-check.tsx), reaching down to each question. */
export const questionFieldsetStyles = css`
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
`;

/** One question as a native radio group: its number and skill, an optional passage, the options. */
export function QuestionFieldset({
  question,
  number,
  onChange,
}: {
  question: LevelCheckQuestion;
  /** Counted from 1. */
  number: number;
  onChange: () => void;
}) {
  const { t } = useTranslation('level-check');
  return (
    <fieldset>
      <legend>
        {t('levelCheck.question', { number })}{' '}
        <span className="skill">{t(`levelCheck.skills.${question.skill}`)}</span>
      </legend>
      {/* The items test English: they read in English, left to right, on both sites. */}
      <div lang="en" dir="ltr">
        {question.passage && <p className="passage">{question.passage}</p>}
        <p className="prompt">{question.prompt}</p>
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
