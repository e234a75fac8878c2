import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { parseIslandData, pickResources, serialiseIslandData } from './island-data';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: {
      en: {
        common: { routes: { a: 'Course A', b: 'Course B' } },
        'courses-it': {
          a: {
            facts: [
              { label: 'Length', value: '1' },
              { label: 'Size', value: '2' },
              { label: 'Ages', value: '3' },
            ],
          },
        },
      },
    },
  });
  return i18n;
}

describe('pickResources', () => {
  it('copies only the listed keys', async () => {
    const picked = pickResources(await instance(), 'en', ['common:routes.a']);
    expect(picked).toEqual({ common: { routes: { a: 'Course A' } } });
  });

  it('gives the first items of a list as a list', async () => {
    const picked = pickResources(await instance(), 'en', [
      'courses-it:a.facts.0',
      'courses-it:a.facts.1',
    ]);
    expect(picked).toEqual({
      'courses-it': {
        a: {
          facts: [
            { label: 'Length', value: '1' },
            { label: 'Size', value: '2' },
          ],
        },
      },
    });
    expect(
      Array.isArray(
        picked['courses-it']?.a && (picked['courses-it'].a as { facts: unknown }).facts,
      ),
    ).toBe(true);
  });

  it('refuses a missing key', async () => {
    const i18n = await instance();
    expect(() => pickResources(i18n, 'en', ['courses-it:a.facts.9'])).toThrow(/missing/);
  });
});

describe('island data', () => {
  it('cannot close its script element, and garbage reads as null', () => {
    const text = serialiseIslandData({ props: { q: '</script><b>' }, resources: {} });
    expect(text).not.toContain('</script>');
    expect(parseIslandData(text)?.props).toEqual({ q: '</script><b>' });
    expect(parseIslandData('{')).toBeNull();
    expect(parseIslandData('[]')).toBeNull();
  });
});
