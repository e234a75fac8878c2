import { useEffect, useRef, useState, type FormEvent } from 'react';
import { readStorage, writeStorage } from '@/i18n/safe-storage';
import { checkedAnswers, fillUnanswered } from './form-answers';
import { levelCheckQuestions } from './questions';
import {
  levelCheckStorageKey,
  parseProgress,
  progressOf,
  scoreLevelCheck,
  serialiseProgress,
  type LevelCheckResult,
} from './scoring';

/**
 * The level check's state: the answers, how many were missing at the last submit, and the result.
 * The radio inputs are the record of the answers (uncontrolled: React never unticks what the
 * visitor ticked, even while the island wakes); the state follows them.
 */
export function useLevelCheckState() {
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const [answers, setAnswers] = useState<ReadonlyMap<string, number>>(new Map());
  const [missing, setMissing] = useState<number | null>(null);
  const [result, setResult] = useState<LevelCheckResult | null>(null);

  const sync = () => {
    const next = checkedAnswers(formRef.current);
    setAnswers(next);
    setMissing(null);
    writeStorage(levelCheckStorageKey, serialiseProgress(next));
  };

  useEffect(() => {
    // Saved progress fills the questions the visitor has not answered yet on this page.
    fillUnanswered(formRef.current, parseProgress(readStorage(levelCheckStorageKey)));
    setAnswers(checkedAnswers(formRef.current));
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
      // Focus goes to the first question without an answer, shown from its top, where the
      // message saying why now is (level-check.tsx).
      const question = levelCheckQuestions[firstMissing];
      const input = question
        ? formRef.current?.querySelector<HTMLInputElement>(`[name="${question.id}"]`)
        : null;
      input?.closest('fieldset')?.scrollIntoView({ block: 'start' });
      input?.focus({ preventScroll: true });
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

  return { formRef, resultRef, progress, firstMissing, missing, result, sync, onSubmit, restart };
}
