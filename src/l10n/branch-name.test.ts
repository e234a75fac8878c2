import { describe, expect, it } from 'vitest';
import { branchSlug, copyBranchName, pathOfStatusLine } from './branch-name';

const day = new Date('2026-11-27T10:00:00Z');

describe('the branch l10n:save makes on main', () => {
  it('is named after the file changed, in Latin letters, whatever the message', () => {
    const paths = ['locales/ar/courses-it.json', 'locales/review-state.json'];
    expect(copyBranchName(day, paths, 'تصحيح 3-10 في صفحة الدورة')).toBe(
      'copy/2026-11-27-ar-courses-it',
    );
  });

  it('says one name for both languages of a file', () => {
    expect(branchSlug(['locales/en/home.json', 'locales/ar/home.json'])).toBe('home');
  });

  it('names the first text and counts the rest', () => {
    const paths = [
      'docs/glossary.md',
      'locales/ar/home.json',
      'locales/ar/policies.json',
      'locales/notes.json',
      'locales/review-state.json',
    ];
    expect(branchSlug(paths)).toBe('ar-home-and-3-more');
    expect(branchSlug(['locales/ar/home.json', 'locales/notes.json'])).toBe('ar-home-and-notes');
  });

  it('names the review record alone, and falls back on the message, then on «update»', () => {
    expect(branchSlug(['locales/review-state.json'])).toBe('review-state');
    expect(branchSlug([], 'Refund policy: clearer line')).toBe('refund-policy-clearer-line');
    expect(branchSlug([], 'سياسة الاسترداد')).toBe('update');
  });

  it('reads the paths git status gives, a rename by its new name', () => {
    expect(pathOfStatusLine(' M locales/ar/home.json')).toBe('locales/ar/home.json');
    expect(pathOfStatusLine('R  docs/a.md -> docs/b.md')).toBe('docs/b.md');
    expect(pathOfStatusLine('?? locales/ar/new-page.json')).toBe('locales/ar/new-page.json');
  });

  it('does not reuse a branch that exists', () => {
    const taken = new Set(['copy/2026-11-27-ar-home', 'copy/2026-11-27-ar-home-2']);
    expect(copyBranchName(day, ['locales/ar/home.json'], '', (n) => taken.has(n))).toBe(
      'copy/2026-11-27-ar-home-3',
    );
  });
});
