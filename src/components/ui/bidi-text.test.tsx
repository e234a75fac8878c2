// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import {
  BidiText,
  keepNumbersTogether,
  keepNumbersTogetherInText,
  LatinRun,
  runLang,
  splitLatinRuns,
} from './bidi-text';

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

  it('keeps a Latin title with inner punctuation whole', () => {
    const latin = (text: string) =>
      splitLatinRuns(text)
        .filter((p) => p.latin)
        .map((p) => p.text);
    expect(latin('ثم Supply Chain Strategy, Design, and Compliance (كتابان)، ثم')).toEqual([
      'Supply Chain Strategy, Design, and Compliance',
    ]);
    expect(latin('وحدة TKT Module 1 – Background to language learning في')).toEqual([
      'TKT Module 1 – Background to language learning',
    ]);
    expect(latin('برنامج Certified Supply Chain Professional (CSCP) في 3 أجزاء')).toEqual([
      'Certified Supply Chain Professional (CSCP)',
      '3',
    ]);
    expect(latin('شهادتا ICDL وTOEFL iBT، ونسبة 65%.')).toEqual(['ICDL', 'TOEFL iBT', '65%']);
    // An Arabic comma or a sentence's full stop ends the run.
    expect(latin('PMP، CCNA.')).toEqual(['PMP', 'CCNA']);
  });

  it('leaves text without Latin runs as one part', () => {
    expect(splitLatinRuns('مرحبًا بكم')).toEqual([{ text: 'مرحبًا بكم', latin: false }]);
  });

  it('keeps a sign that belongs to a name or number inside its run', () => {
    const latin = (text: string) =>
      splitLatinRuns(text)
        .filter((p) => p.latin)
        .map((p) => p.text);
    expect(latin('شهادة CompTIA A+ أو إحدى شهادات مايكروسوفت')).toEqual(['CompTIA A+']);
    expect(latin('لغتا C# وC++ ورقم +20 2 38371018.')).toEqual(['C#', 'C++', '+20 2 38371018']);
    expect(latin('نسبة 65% فقط')).toEqual(['65%']);
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

describe('LatinRun', () => {
  it('marks a run with a Latin letter as English and leaves digits and signs to the page', () => {
    expect(['TOEFL iBT', '3D Max', 'B2', 'ISO 9001:2015', 'ADHD'].map(runLang)).toEqual(
      Array(5).fill('en'),
    );
    expect(['65%', '2007', '02 38371018', '6–12', '2,500'].map(runLang)).toEqual(
      Array(5).fill(undefined),
    );
  });

  it('keeps a number or code on one line', () => {
    expect(keepNumbersTogether('02 38371018')).toBe('02\u00A038371018');
    expect(keepNumbersTogether('ISO 9001:2015')).toBe('ISO\u00A09001:2015');
    expect(keepNumbersTogether('TOEFL iBT')).toBe('TOEFL iBT');
  });

  it('keeps numbers and codes together in English text, not every word before a digit', () => {
    expect(keepNumbersTogetherInText('Call 02 38371018, ISO 9001:2015, EGP 5 in 3 months')).toBe(
      'Call 02\u00A038371018, ISO\u00A09001:2015, EGP\u00A05 in 3 months',
    );
  });

  it('is an isolate that reads left to right, with lang only where there are letters', () => {
    const { container } = renderWithProviders(
      <p>
        <LatinRun text="CCNA 200-301" /> <LatinRun text="02 38371018" />
      </p>,
      'ar',
    );
    const [code, phone] = [...container.querySelectorAll('bdi')];
    expect(code?.getAttribute('dir')).toBe('ltr');
    expect(code?.getAttribute('lang')).toBe('en');
    expect(code?.textContent).toBe('CCNA\u00A0200-301');
    expect(phone?.getAttribute('dir')).toBe('ltr');
    expect(phone?.hasAttribute('lang')).toBe(false);
  });

  it('keeps a short name or code on one line, and lets a long title wrap', () => {
    const title = 'Supply Chain Strategy, Design, and Compliance';
    const { container } = renderWithProviders(
      <p>
        <LatinRun text="Hyper-V" /> <LatinRun text={title} />
      </p>,
      'ar',
    );
    const [name, long] = [...container.querySelectorAll('bdi')];
    expect(name?.className).toBe('whole');
    expect(long?.hasAttribute('class')).toBe(false);
  });
});

describe('BidiText language of parts', () => {
  it('gives every Latin-letter run of Arabic text lang="en", and numbers none', () => {
    const { container } = renderWithProviders(
      <p>
        <BidiText>دورات TOEFL وIELTS خلال 3 أشهر، ورقم 02 38371018</BidiText>
      </p>,
      'ar',
    );
    const runs = [...container.querySelectorAll('bdi')].map((b) => [
      b.textContent,
      b.getAttribute('lang'),
      b.getAttribute('dir'),
    ]);
    expect(runs).toEqual([
      ['TOEFL', 'en', 'ltr'],
      ['IELTS', 'en', 'ltr'],
      ['3', null, 'ltr'],
      ['02\u00A038371018', null, 'ltr'],
    ]);
  });

  it('gives a wholly Latin text on an Arabic page lang="en"', () => {
    const { container } = renderWithProviders(<BidiText>Cambridge English</BidiText>, 'ar');
    expect(container.querySelector('bdi[lang="en"][dir="ltr"]')?.textContent).toBe(
      'Cambridge English',
    );
  });
});
