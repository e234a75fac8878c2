import { useEffect, useRef, type FormEvent } from 'react';

/** The pause after the last keystroke before a search runs as the visitor types. */
const typingDelay = 250;

/**
 * The search box's side of a search: a search runs a moment after typing stops, at once on
 * submit, and once after hydration for what the box or the address already holds.
 */
export function useSearchInput(run: (typed: string) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);

  // Any search cancels the one still waiting for typing to stop.
  const search = (typed: string) => {
    window.clearTimeout(timer.current);
    run(typed);
  };

  useEffect(() => {
    // What was typed before the island woke wins over the address (a shared or reloaded search).
    const input = inputRef.current;
    const fromUrl = new URLSearchParams(window.location.search).get('q') ?? '';
    if (input && !input.value && fromUrl) input.value = fromUrl;
    if (input?.value) search(input.value);
    return () => window.clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);

  const onInput = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => search(inputRef.current?.value ?? ''), typingDelay);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(inputRef.current?.value ?? '');
  };

  return { inputRef, onInput, onSubmit };
}
