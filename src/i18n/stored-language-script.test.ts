// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedLanguageScript, warningStorageKey } from './stored-language-script';
import { toggleInputId } from './toggle-input-id';

function radios(): Record<'en' | 'ar', HTMLInputElement> {
  document.body.innerHTML = ['en', 'ar']
    .map((lng) => `<input type="radio" name="w" id="${toggleInputId('warning-lang', lng)}">`)
    .join('');
  const get = (lng: string) =>
    document.getElementById(toggleInputId('warning-lang', lng)) as HTMLInputElement;
  const en = get('en');
  en.checked = true;
  return { en, ar: get('ar') };
}

// The inline script exactly as the page runs it.
const run = () => new Function(storedLanguageScript)();

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the warning page inline script', () => {
  it('checks the stored language before the text is parsed', () => {
    const inputs = radios();
    localStorage.setItem(warningStorageKey, 'ar');
    run();
    expect(inputs.ar.checked).toBe(true);
    expect(inputs.en.checked).toBe(false);
  });

  it.each(['fr', 'AR', '"ar"', '\u0000{broken', '', ' ar'])('ignores %j in storage', (value) => {
    const inputs = radios();
    localStorage.setItem(warningStorageKey, value);
    run();
    expect(inputs.en.checked).toBe(true);
    expect(inputs.ar.checked).toBe(false);
  });

  it('does nothing when storage throws (private mode, blocked storage)', () => {
    const inputs = radios();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(run).not.toThrow();
    expect(inputs.en.checked).toBe(true);
  });
});
