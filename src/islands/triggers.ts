import { readStorage } from '@/i18n/safe-storage';
import type { IslandTrigger } from '@/components/island/island-names';

/** The events that count as a first interaction with an island. */
export const interactionEvents = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

type Wake = (event?: Event) => void;

/**
 * Calls `wake` once, when `trigger` fires for `element`. `prefersOther` answers whether the
 * visitor's browser prefers the other language (checked lazily, only for that trigger).
 */
export function onTrigger(
  element: HTMLElement,
  trigger: IslandTrigger,
  wake: Wake,
  prefersOther: () => Promise<boolean>,
): void {
  let woken = false;
  const once: Wake = (event) => {
    if (woken) return;
    woken = true;
    for (const type of interactionEvents) element.removeEventListener(type, once, true);
    wake(event);
  };
  switch (trigger) {
    case 'interaction':
      // An island that keeps the visitor's progress wakes at once when there is some to show.
      if (element.dataset.wakeIfStored && readStorage(element.dataset.wakeIfStored)) return once();
      // An island whose answers are in the URL (a shared course finder result) wakes at once too.
      if (element.dataset.wakeIfQuery && window.location.search.length > 1) return once();
      for (const type of interactionEvents) {
        element.addEventListener(type, once, { capture: true, passive: true });
      }
      return;
    case 'prefers-other-language':
      void prefersOther().then((yes) => yes && once());
      return;
  }
}
