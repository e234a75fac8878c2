import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter } from './browser-router';
import { locationOf, useRouter, type View } from './router-context';

function makeView(href: string): View {
  const location = locationOf(href);
  function Page() {
    return <h1>{`page ${location.pathname}`}</h1>;
  }
  return { location, routeId: null, lng: 'en', Component: Page };
}

function Shell() {
  const { view, navigate } = useRouter();
  const Page = view.Component;
  return (
    <>
      <button type="button" onClick={() => navigate('/next')}>
        next
      </button>
      <button type="button" onClick={() => navigate('/slow')}>
        slow
      </button>
      <main tabIndex={-1}>
        <Page />
      </main>
    </>
  );
}

/** The router at /start, with the test shell, loading views with `load`. */
function renderAtStart(load: (href: string) => Promise<View>) {
  render(
    <BrowserRouter initial={makeView('/start')} load={load}>
      <Shell />
    </BrowserRouter>,
  );
}

describe('BrowserRouter', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    window.history.replaceState(null, '', '/start');
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the next page after loading it, pushes its URL, scrolls up and focuses main', async () => {
    const load = vi.fn((href: string) => Promise.resolve(makeView(href)));
    renderAtStart(load);
    expect(screen.getByRole('heading')).toHaveTextContent('page /start');
    const before = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    await screen.findByText('page /next');
    expect(load).toHaveBeenCalledWith('/next');
    expect(window.location.pathname).toBe('/next');
    expect(window.history.length).toBe(before + 1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('goes back to the previous page on popstate', async () => {
    const load = vi.fn((href: string) => Promise.resolve(makeView(href)));
    renderAtStart(load);
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    await screen.findByText('page /next');
    act(() => {
      window.history.replaceState(window.history.state, '', '/start');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByText('page /start');
    expect(load).toHaveBeenLastCalledWith('/start');
  });

  it('follows the URL of the loaded view (a redirect) and drops a navigation overtaken by a newer one', async () => {
    let releaseSlow: (view: View) => void = () => {};
    const load = vi.fn((href: string) =>
      href === '/slow'
        ? new Promise<View>((resolve) => {
            releaseSlow = resolve;
          })
        : Promise.resolve(makeView(href === '/next' ? '/final' : href)),
    );
    renderAtStart(load);
    fireEvent.click(screen.getByRole('button', { name: 'slow' }));
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    await screen.findByText('page /final');
    expect(window.location.pathname).toBe('/final');
    await act(async () => {
      releaseSlow(makeView('/slow'));
      await Promise.resolve();
    });
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('page /final'));
    expect(window.location.pathname).toBe('/final');
  });
});
