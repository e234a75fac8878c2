import { useEffect, useState } from 'react';

export const typeDelayMs = 90;
export const holdMs = 1800;

export interface TypewriterState {
  index: number;
  chars: number;
}

/** The next state and how long to wait before it: type a character, or hold, then the next phrase. */
export function nextTypewriterStep(
  state: TypewriterState,
  phrases: readonly string[],
): { state: TypewriterState; wait: number } {
  const phrase = phrases[state.index] ?? '';
  if (state.chars < phrase.length) {
    return { state: { ...state, chars: state.chars + 1 }, wait: typeDelayMs };
  }
  return { state: { index: (state.index + 1) % phrases.length, chars: 0 }, wait: holdMs };
}

/**
 * Types the phrases one character every 90 ms and loops. It starts on the whole first phrase (as
 * prerendered), and rests on a whole phrase while paused or under reduced motion.
 */
export function useTypewriter(phrases: readonly string[], running: boolean): string {
  const [state, setState] = useState<TypewriterState>({
    index: 0,
    chars: phrases[0]?.length ?? 0,
  });

  useEffect(() => {
    if (!running || phrases.length === 0) return undefined;
    const step = nextTypewriterStep(state, phrases);
    const timer = window.setTimeout(() => setState(step.state), step.wait);
    return () => window.clearTimeout(timer);
  }, [running, state, phrases]);

  useEffect(() => {
    if (running) return;
    // Paused: complete the phrase on screen so it never rests half-typed.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- derived from the pause itself
    setState((current) => ({ ...current, chars: phrases[current.index]?.length ?? 0 }));
  }, [running, phrases]);

  const phrase = phrases[state.index] ?? '';
  return phrase.slice(0, state.chars);
}
