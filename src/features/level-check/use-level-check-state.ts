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

  // After a submit with questions left, once the message saying so is in the first of them
  // (level-check.tsx): that question is shown from its top, message first, and focus goes to it.
  // Done after the message is drawn, so that the browser's scroll anchoring cannot push it away.
  const [earlySubmits, setEarlySubmits] = useState(0);
  useEffect(() => {
    if (earlySubmits === 0) return;
    const answered = checkedAnswers(formRef.current);
    const question = levelCheckQuestions.find((item) => !answered.has(item.id));
    const input = question
      ? formRef.current?.querySelector<HTMLInputElement>(`[name="${question.id}"]`)
      : null;
    input?.closest('fieldset')?.scrollIntoView({ block: 'start' });
    input?.focus({ preventScroll: true });
  }, [earlySubmits]);

  const progress = progressOf(answers);
  const firstMissing = levelCheckQuestions.findIndex((question) => !answers.has(question.id));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!progress.complete) {
      setMissing(progress.total - progress.answered);
      setEarlySubmits((count) => count + 1);
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
