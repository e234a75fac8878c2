// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { markString } from '@/i18n/desk-markers';
import type { Lang } from '@/i18n/languages';
import { DeskContext } from './desk-context';
import { EntryPlace, StaleNote } from './desk-entry-parts';
import { Field } from './desk-field';
import { deskLabels } from './desk-labels';
import type { DeskEntry, DeskString, PluralForm } from './desk-types';

afterEach(() => {
  document.body.innerHTML = '';
});

function inDesk(lang: Lang, children: ReactNode) {
  const host = document.createElement('div');
  const value = { lang, words: deskLabels[lang], host, setStatus: () => {}, open: () => {} };
  return render(<DeskContext value={value}>{children}</DeskContext>);
}

const arForms: PluralForm[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** `common:counts.courses` with the Arabic forms given stale (English `_one` and `_other`). */
function countEntry(stale: PluralForm[]): DeskEntry {
  const side = (lng: Lang, forms: PluralForm[]) => ({
    lng,
    file: `locales/${lng}/common.json`,
    strings: forms.map((form): DeskString => ({
      path: `counts.courses_${form}`,
      form,
      value: form,
      problems: [],
    })),
  });
  return {
    id: 'common:counts.courses',
    ns: 'common',
    path: 'counts.courses',
    plural: true,
    en: side('en', ['one', 'other']),
    ar: side('ar', arForms),
    review: {
      stale: stale.length > 0,
      englishHash: 'h',
      forms: arForms.map((form) => ({
        path: `counts.courses_${form}`,
        stale: stale.includes(form),
        englishHash: 'h',
      })),
    },
    memory: [],
    note: '',
  };
}

describe('a stale count says which of its forms', () => {
  it('names the stale Arabic forms, and only those, in the desk’s language', () => {
    inDesk('en', <StaleNote entry={countEntry(['few', 'other'])} onChanged={() => {}} />);
    const forms = screen.getByRole('note').querySelector('[data-stale-forms]');
    expect(forms?.textContent).toBe(
      'The forms this concerns: few (3–10) · _few; other (100 and more) · _other.',
    );
  });

  it('says them in Arabic in the Arabic desk', () => {
    inDesk('ar', <StaleNote entry={countEntry(['one'])} onChanged={() => {}} />);
    const forms = screen.getByRole('note').querySelector('[data-stale-forms]');
    expect(forms?.textContent).toBe('الصيغ المعنية: العدد 1 (المفرد) · \u2068_one\u2069.');
  });
});

describe('an empty box for a missing form', () => {
  const field = (value: string) => (
    <Field
      lng="ar"
      label="few"
      value={value}
      changed={false}
      problems={[]}
      missing={{ twin: '{{count}} courses' }}
      onChange={() => {}}
    />
  );

  it('shows one message, the error under it, not a hint saying the same above it', () => {
    const { container } = inDesk('ar', field(''));
    expect(container.querySelectorAll('.hint')).toHaveLength(0);
    const messages = container.querySelectorAll('li');
    expect(messages).toHaveLength(1);
    expect(messages[0]?.textContent).toContain('لا يُبنى الموقع من دونه');
  });

  it('keeps the hint once the box has text (there is no error then)', () => {
    const { container } = inDesk('ar', field('{{count}} دورات'));
    expect(container.querySelectorAll('.hint')).toHaveLength(1);
    expect(container.querySelector('li.error')).toBeNull();
  });
});

describe('a text picked from an image', () => {
  const alt = () => {
    const image = document.createElement('img');
    image.setAttribute('alt', markString('courses-it', 'icdlCourse.imageAlt', 'A trainee'));
    document.body.append(image);
  };
  const entry = { ...countEntry([]), id: 'courses-it:icdlCourse.imageAlt', plural: false };

  it('says it is the image’s description (alt text), in both languages', () => {
    alt();
    const english = inDesk('en', <EntryPlace entry={entry} />);
    expect(english.container.textContent).toContain('an image’s description (its alt text)');
    english.unmount();
    const arabic = inDesk('ar', <EntryPlace entry={entry} />);
    expect(arabic.container.textContent).toContain('وصفٌ لصورة (نصها البديل');
  });

  it('says nothing for a text the page shows as text', () => {
    document.body.append(markString('courses-it', 'icdlCourse.imageAlt', 'A trainee'));
    const { container } = inDesk('en', <EntryPlace entry={entry} />);
    expect(container.textContent).toBe('');
  });
});
