// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadHubspot, resetHubspotLoader, watchPromos } from './hubspot-loader';
import { formTimeoutMs, startProviderForm } from './provider-form';

/** The form's box as src/pages/embed-form-page.tsx renders it. */
function formBox(): HTMLElement {
  const box = document.createElement('div');
  box.dataset.providerForm = 'courseForm';
  box.dataset.lang = 'ar';
  box.innerHTML = `
    <p data-form-part="loading" hidden>Loading</p>
    <div data-form-part="fallback" hidden><h2>Could not load</h2><a href="tel:+201099991865">call</a></div>
    <div id="hubspot-courseForm" data-form-part="target"></div>`;
  document.body.append(box);
  return box;
}
const partOf = (box: HTMLElement, name: string) =>
  box.querySelector<HTMLElement>(`[data-form-part="${name}"]`);

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

describe('startProviderForm', () => {
  afterEach(() => document.body.replaceChildren());

  it('creates the form once, in the page language, without the promo', async () => {
    const create = fakeHubspot();
    const observer = autoLoad(create);
    const box = formBox();
    expect(partOf(box, 'loading')?.hidden).toBe(true);
    const stop = startProviderForm(box);
    // Started again (a second call, a page shown again): still one form.
    startProviderForm(box);
    expect(partOf(box, 'loading')?.hidden).toBe(false);
    await new Promise((r) => setTimeout(r, 10));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      region: 'eu1',
      portalId: '143167258',
      formId: 'c95f36e1-e334-46c2-bbe6-f5cd7527ed1a',
      target: '#hubspot-courseForm',
      locale: 'ar',
    });
    const target = partOf(box, 'target');
    expect(target?.querySelectorAll('form')).toHaveLength(1);
    expect(target?.querySelector('.hubspot-link__container')).toBeNull();
    expect(partOf(box, 'loading')?.hidden).toBe(true);
    expect(partOf(box, 'fallback')?.hidden).toBe(true);
    expect(box.dataset.status).toBe('ready');
    stop();
    observer.disconnect();
  });

  it('shows the ways to reach the academy when the provider is blocked', async () => {
    const observer = autoLoad(fakeHubspot(), true);
    const box = formBox();
    startProviderForm(box);
    await new Promise((r) => setTimeout(r, 10));
    expect(partOf(box, 'fallback')?.hidden).toBe(false);
    expect(partOf(box, 'loading')?.hidden).toBe(true);
    expect(partOf(box, 'target')?.hidden).toBe(true);
    observer.disconnect();
  });

  it('shows them when no form appears in time', () => {
    vi.useFakeTimers();
    const box = formBox();
    startProviderForm(box);
    vi.advanceTimersByTime(formTimeoutMs - 100);
    expect(partOf(box, 'fallback')?.hidden).toBe(true);
    vi.advanceTimersByTime(200);
    expect(partOf(box, 'fallback')?.hidden).toBe(false);
    expect(box.dataset.status).toBe('failed');
  });

  it('does nothing for a box that names no known form', () => {
    const create = fakeHubspot();
    const box = formBox();
    box.dataset.providerForm = 'nope';
    startProviderForm(box);
    expect(partOf(box, 'loading')?.hidden).toBe(true);
    expect(document.querySelectorAll('script[data-aatc-hubspot]')).toHaveLength(0);
    expect(create).not.toHaveBeenCalled();
  });
});
