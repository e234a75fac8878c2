import { describe, expect, it } from 'vitest';
import { viewTransitionGuard } from './view-transition-guard';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each event's own shape
type Listener = (event: any) => void;

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
    expect(Object.keys(listeners).sort()).toEqual(['pagereveal', 'pageswap', 'unhandledrejection']);
    expect(unhandled).toEqual([]);
  });

  it('drops only the rejection of a transition the browser aborted', () => {
    const listeners: Record<string, Listener> = {};
    new Function('addEventListener', viewTransitionGuard)(
      (name: string, listener: Listener) => (listeners[name] = listener),
    );
    const handled = (reason: unknown) => {
      let prevented = false;
      listeners.unhandledrejection?.({ reason, preventDefault: () => (prevented = true) });
      return prevented;
    };
    const aborted = Object.assign(new Error('Transition was aborted because of invalid state'), {
      name: 'InvalidStateError',
    });
    expect(handled(aborted)).toBe(true);
    expect(handled(new Error('Transition was aborted'))).toBe(false);
    expect(handled(Object.assign(new Error('other'), { name: 'InvalidStateError' }))).toBe(false);
    expect(handled(undefined)).toBe(false);
  });
});
