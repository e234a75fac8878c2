import { describe, expect, it } from 'vitest';
import { viewTransitionGuard } from './view-transition-guard';

type Listener = (event: { viewTransition: unknown }) => void;

describe('the view transition guard', () => {
  it('handles the rejected promises of an aborted transition on reveal and on swap', async () => {
    const listeners: Record<string, Listener> = {};
    const addEventListener = (name: string, listener: Listener) => (listeners[name] = listener);
    new Function('addEventListener', viewTransitionGuard)(addEventListener);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    for (const name of ['pagereveal', 'pageswap']) {
      const aborted = () => Promise.reject(new Error('Transition was aborted'));
      listeners[name]?.({
        viewTransition: { ready: aborted(), finished: aborted(), updateCallbackDone: aborted() },
      });
      listeners[name]?.({ viewTransition: null });
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', onUnhandled);
    expect(Object.keys(listeners).sort()).toEqual(['pagereveal', 'pageswap']);
    expect(unhandled).toEqual([]);
  });
});
