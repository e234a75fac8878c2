import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { BidiText, splitLatinRuns } from './bidi-text';

describe('splitLatinRuns', () => {
  it('isolates Latin names and numbers inside Arabic text', () => {
    const parts = splitLatinRuns('احصل على شهادة ICDL الدولية خلال 3 أشهر بنسبة 65%.');
    expect(parts.filter((p) => p.latin).map((p) => p.text)).toEqual(['ICDL', '3', '65%']);
    expect(parts.map((p) => p.text).join('')).toBe(
      'احصل على شهادة ICDL الدولية خلال 3 أشهر بنسبة 65%.',
    );
  });

  it('keeps multi-word names and grouped numbers whole', () => {
    const latin = splitLatinRuns('اختبار TOEFL iBT بسعر 2,500 جنيه و3D Max').filter((p) => p.latin);
    expect(latin.map((p) => p.text)).toEqual(['TOEFL iBT', '2,500', '3D Max']);
  });

  it('leaves text without Latin runs as one part', () => {
    expect(splitLatinRuns('مرحبًا بكم')).toEqual([{ text: 'مرحبًا بكم', latin: false }]);
  });
});

describe('BidiText', () => {
  it('isolates Latin runs on Arabic pages and leaves English text alone', () => {
    const { container, unmount } = renderWithProviders(
      <p>
        <BidiText>اختبار TOEFL iBT بسعر 160 دولارًا</BidiText>
      </p>,
      'ar',
    );
    expect([...container.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual([
      'TOEFL iBT',
      '160',
    ]);
    unmount();
    const english = renderWithProviders(<BidiText>TOEFL iBT for 160 dollars</BidiText>, 'en');
    expect(english.container.querySelectorAll('bdi')).toHaveLength(0);
  });

  it('keeps a wholly Latin text as one unit on Arabic pages', () => {
    const { container } = renderWithProviders(<BidiText>ETS (TOEFL iBT)</BidiText>, 'ar');
    expect([...container.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual([
      'ETS (TOEFL iBT)',
    ]);
  });
});
