// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { markString } from '@/i18n/desk-markers';
import {
  innermostAt,
  markerAtCaret,
  markerInAttributes,
  markerOfElement,
  pageStrings,
  splitId,
} from './desk-pick';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
});

const inner = markString('common', 'counts.courses', '3 courses');
const outer = markString('home', 'home.lead', `We teach ${inner} a year.`);

describe('innermostAt', () => {
  it('finds the innermost string around a caret', () => {
    const at = outer.indexOf('courses');
    expect(innermostAt(outer, at)?.id).toBe('common:counts.courses');
    expect(innermostAt(outer, outer.indexOf('teach'))?.id).toBe('home:home.lead');
    expect(innermostAt('plain', 2)).toBeUndefined();
  });
});

describe('markerAtCaret', () => {
  it('walks up to the element whose text holds the markers', () => {
    // The markers sit outside the <b>: the caret in the <b> finds them in the paragraph.
    const open = markString('policies', 'refundPolicy.lead', 'X').split('X');
    document.body.innerHTML = `<p id="p">${open[0]}Read <b id="b">this</b> first${open[1]}</p>`;
    const text = document.getElementById('b')?.firstChild as Text;
    expect(markerAtCaret(text, 2)).toBe('policies:refundPolicy.lead');
  });

  it('prefers the nested string the caret is in', () => {
    document.body.innerHTML = `<p>${outer}</p>`;
    const text = document.querySelector('p')?.firstChild as Text;
    expect(markerAtCaret(text, outer.indexOf('courses'))).toBe('common:counts.courses');
  });
});

describe('attributes and elements', () => {
  it('reads the string of an image’s alt or a button’s label', () => {
    document.body.innerHTML = `<img alt="${markString('courses-it', 'icdlCourse.imageAlt', 'A screen')}"><button aria-label="${markString('common', 'nav.open', 'Open')}"><svg></svg></button>`;
    expect(markerInAttributes(document.querySelector('img') as Element)).toBe(
      'courses-it:icdlCourse.imageAlt',
    );
    expect(markerOfElement(document.querySelector('button') as Element)).toBe('common:nav.open');
  });
});

describe('pageStrings', () => {
  it('lists every string once, the head’s first, and skips the desk', () => {
    document.title = markString('policies', 'refundPolicy.meta.title', 'Refund');
    document.head.innerHTML += `<meta name="description" content="${markString('policies', 'refundPolicy.meta.description', 'About refunds')}">`;
    document.body.innerHTML = `<h1>${markString('policies', 'refundPolicy.heading', 'Refund Policy')}</h1><p>${outer}</p><div id="desk">${markString('x', 'y', 'desk')}</div>`;
    const found = pageStrings(document, document.getElementById('desk') ?? undefined);
    expect(found.map((s) => s.id)).toEqual([
      'policies:refundPolicy.meta.title',
      'policies:refundPolicy.meta.description',
      'policies:refundPolicy.heading',
      'home:home.lead',
      'common:counts.courses',
    ]);
    expect(found[1]).toMatchObject({ where: 'head', detail: '<meta description>' });
    expect(found[3]?.text).toBe('We teach 3 courses a year.');
  });

  it('lists a string the head and the body both carry as text, where the page shows it', () => {
    document.head.innerHTML = `<script type="application/ld+json">{"name":"${markString('courses-it', 'icdlCourse.heading', 'ICDL Course')}"}</script>`;
    document.title = markString('courses-it', 'icdlCourse.meta.title', 'ICDL Course | AATC');
    document.body.innerHTML = `<h1>${markString('courses-it', 'icdlCourse.heading', 'ICDL Course')}</h1><img alt="${markString('courses-it', 'icdlCourse.imageAlt', 'A laptop')}">`;
    const found = pageStrings(document);
    expect(found.map((s) => [s.id, s.where, s.detail])).toEqual([
      ['courses-it:icdlCourse.meta.title', 'head', '<title>'],
      ['courses-it:icdlCourse.heading', 'text', undefined],
      ['courses-it:icdlCourse.imageAlt', 'attribute', 'alt'],
    ]);
  });

  it('splits an id into its file and key', () => {
    expect(splitId('courses-it:icdlCourse.faq.2.answer')).toEqual({
      ns: 'courses-it',
      path: 'icdlCourse.faq.2.answer',
    });
  });
});
