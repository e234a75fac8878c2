import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { HubspotForm, formTimeoutMs } from './hubspot-form';
import { loadHubspot, resetHubspotLoader, watchPromos } from './hubspot-loader';

const props = {
  formKey: 'courseForm' as const,
  lng: 'en' as const,
  loadingText: 'Loading',
  fallbackTitle: 'Could not load',
  fallbackText: 'Call us',
};

function fakeHubspot() {
  const create = vi.fn((options: { target: string; onFormReady?: () => void }) => {
    const target = document.querySelector(options.target);
    target?.insertAdjacentHTML(
      'beforeend',
      '<form class="hs-form"></form><div class="hubspot-link__container">promo</div>',
    );
    options.onFormReady?.();
  });
  return create;
}

/** Makes the next script element "load" by installing the fake API. */
function autoLoad(create: ReturnType<typeof fakeHubspot>, fail = false) {
  const observer = new MutationObserver(() => {
    const script = document.head.querySelector('script[data-aatc-hubspot]');
    if (!script || script.hasAttribute('data-done')) return;
    script.setAttribute('data-done', '');
    if (fail) script.dispatchEvent(new Event('error'));
    else {
      window.hbspt = { forms: { create } };
      script.dispatchEvent(new Event('load'));
    }
  });
  observer.observe(document.head, { childList: true });
  return observer;
}

beforeEach(() => resetHubspotLoader());
afterEach(() => {
  resetHubspotLoader();
  vi.useRealTimers();
});

describe('loadHubspot', () => {
  it('adds one script for any number of callers', async () => {
    const create = fakeHubspot();
    const observer = autoLoad(create);
    const [a, b] = await Promise.all([
      loadHubspot('https://example.test/v2.js'),
      loadHubspot('https://example.test/v2.js'),
    ]);
    expect(a).toBe(b);
    expect(document.querySelectorAll('script[data-aatc-hubspot]')).toHaveLength(1);
    observer.disconnect();
  });

  it('rejects when the script is blocked, and lets a later visit try again', async () => {
    const observer = autoLoad(fakeHubspot(), true);
    await expect(loadHubspot('https://example.test/v2.js')).rejects.toThrow();
    await Promise.resolve();
    expect(document.querySelectorAll('script[data-aatc-hubspot]')).toHaveLength(0);
    observer.disconnect();
  });
});

describe('watchPromos', () => {
  it('removes promotional elements now and as they appear, until disconnected', async () => {
    const box = document.createElement('div');
    box.innerHTML = '<div class="hubspot-link__container">promo</div>';
    document.body.append(box);
    const stop = watchPromos(box);
    expect(box.querySelector('.hubspot-link__container')).toBeNull();
    box.insertAdjacentHTML(
      'beforeend',
      '<a href="https://www.hubspot.com/x" target="_blank">ad</a>',
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(box.querySelector('a')).toBeNull();
    stop();
    box.insertAdjacentHTML('beforeend', '<div class="hubspot-link__container">promo</div>');
    await new Promise((r) => setTimeout(r, 0));
    expect(box.querySelector('.hubspot-link__container')).not.toBeNull();
    box.remove();
  });
});

describe('HubspotForm', () => {
  it('creates the form once under StrictMode, without the promo, and cleans up on leave', async () => {
    const create = fakeHubspot();
    const observer = autoLoad(create);
    const { unmount, container } = renderWithProviders(
      <StrictMode>
        <HubspotForm {...props} />
      </StrictMode>,
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      region: 'eu1',
      portalId: '143167258',
      formId: 'c95f36e1-e334-46c2-bbe6-f5cd7527ed1a',
      target: '#hubspot-courseForm',
    });
    const box = screen.getByTestId('hubspot-container');
    expect(box.querySelectorAll('form')).toHaveLength(1);
    expect(box.querySelector('.hubspot-link__container')).toBeNull();
    unmount();
    // The cleanup empties the box HubSpot wrote into (React removes only what React rendered).
    expect(box.childElementCount).toBe(0);
    expect(container.innerHTML).toBe('');
    expect(document.querySelectorAll('script[data-aatc-hubspot]')).toHaveLength(0);
    observer.disconnect();
  });

  it('shows the fallback when no form appears in time', async () => {
    vi.useFakeTimers();
    renderWithProviders(<HubspotForm {...props} />);
    expect(screen.queryByText('Could not load')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(formTimeoutMs + 10);
    });
    expect(screen.getByRole('heading', { name: 'Could not load' })).toBeInTheDocument();
    expect(document.querySelector('a[href^="tel:+20"]')).not.toBeNull();
  });
});
