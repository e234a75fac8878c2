/**
 * A page is one manifest entry plus its copy in the two locale files. This test adds a course page
 * as the README tells a new engineer to (README: "Add a page"), in a temporary copy of the project,
 * touching those three files and nothing else. It then builds the copy with the project's own
 * build (`npm run build`: locale checks, Vite, the prerender, Pagefind), and reads what came out.
 * The menus, the programmes grid, the checkout's course list, the course finder, the sitemap and
 * the search index must all have the new page in both languages. It also shows that a missing
 * field is named by file and key before anything is built, and that the project's content checks
 * pass on the copy without a test being edited (after the page index is rewritten by its command).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFile } from '@/build/http-rules';
import { families } from '@/content/course-facets';
import { courseImage, familyImage } from '@/features/courses/course-config';
import { root } from '@/l10n/cli';
import { listedOn } from '@/routes/manifest';

const path = '/it-courses/sample-course';
const id = 'sampleCourse';
const ns = 'courses-it';

/**
 * Its family: the first whose picture no card of the programmes grid shows yet (a page without its
 * own drawing shows its family's, and two cards side by side never show the same picture).
 */
const family =
  families.find(
    (f) => !listedOn('ourProgrammes').some((route) => courseImage(route.id) === familyImage(f)),
  ) ?? 'it';

/** The manifest entry, as a new engineer writes it (placed before the search page's). */
const entry = `  page({
    id: '${id}',
    path: '${path}',
    template: 'course',
    ns: '${ns}',
    menu: 'itCourses',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: '${family}',
      finder: { audiences: ['adult'], goal: 'it', formats: ['academy'] },
    },
  }),
`;

/** The page's copy in each language: what the course template's schema asks for. */
const copy = {
  en: {
    name: 'Sample Course',
    card: 'A sample course page that the build test adds.',
    meta: {
      title: 'Sample Course | American Academy',
      description: 'A sample course page that the build test adds to a copy of the site.',
      keywords: 'sample course',
    },
    heading: 'Sample Course',
    lead: 'A sample course page that the build test adds to a copy of the site.',
    body: ['This page exists only in a temporary copy of the site, built by a test.'],
    facts: [
      { label: 'Course', value: 'Sample' },
      { label: 'Venue', value: 'Head Office' },
      { label: 'Booking', value: 'Ask the Head Office' },
    ],
    faq: [
      { question: 'Is this page real?', answer: 'No: a test builds it in a copy of the site.' },
      { question: 'Where is it?', answer: 'Only in a temporary folder.' },
    ],
    imageAlt: 'A drawing of a classroom with rows of desks facing a screen.',
  },
  ar: {
    name: 'الدورة التجريبية',
    card: 'صفحة دورة تجريبية يضيفها اختبار البناء.',
    meta: {
      title: 'الدورة التجريبية | الأكاديمية الأمريكية',
      description: 'صفحة دورة تجريبية يضيفها اختبار البناء إلى نسخة من الموقع.',
      keywords: 'دورة تجريبية',
    },
    heading: 'الدورة التجريبية',
    lead: 'صفحة دورة تجريبية يضيفها اختبار البناء إلى نسخة من الموقع.',
    body: ['لا توجد هذه الصفحة إلا في نسخة مؤقتة من الموقع يبنيها اختبار.'],
    facts: [
      { label: 'الدورة', value: 'تجريبية' },
      { label: 'المكان', value: 'المقر الرئيسي' },
      { label: 'الحجز', value: 'اسألوا المقر الرئيسي' },
    ],
    faq: [
      { question: 'هل هذه الصفحة حقيقية؟', answer: 'لا، يبنيها اختبار في نسخة من الموقع.' },
      { question: 'أين توجد؟', answer: 'في مجلد مؤقت فقط.' },
    ],
    imageAlt: 'رسم لقاعة دراسة فيها صفوف من المقاعد أمام شاشة.',
  },
};

let copyDir = '';
const file = (...parts: string[]) => join(copyDir, ...parts);
const read = (...parts: string[]) => readFileSync(file(...parts), 'utf8');

function writeCopy(lng: 'en' | 'ar', page: Record<string, unknown>) {
  const name = file('locales', lng, `${ns}.json`);
  const data = JSON.parse(readFileSync(name, 'utf8')) as Record<string, unknown>;
  writeFileSync(name, `${JSON.stringify({ ...data, [id]: page }, null, 2)}\n`);
}

/** The locale check's output in the copy (exit code and text). */
function l10nCheck() {
  const run = spawnSync(process.execPath, ['scripts/l10n.mjs', 'check'], {
    cwd: copyDir,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The environment a shell gives: without the test runner's NODE_ENV=test and VITEST variables. */
const shellEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
  );

/** A page's own content, without the menus and footer (which link every menu page). */
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** Every page Pagefind indexed: the URLs in its fragments (gzip, after a signature). */
function indexedUrls(): string[] {
  const dir = file('dist', 'pagefind', 'fragment');
  return readdirSync(dir).map((name) => {
    const text = gunzipSync(readFileSync(join(dir, name))).toString('utf8');
    return (JSON.parse(text.replace(/^pagefind_dcd/, '')) as { url: string }).url;
  });
}

/** Vitest's JSON report, as far as this test reads it. */
interface Report {
  numPassedTests: number;
  testResults: {
    name: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/**
 * The checks that failed in the copy, one entry each: `file › test: message`, the message's lines
 * whole (the runner's colours and its stack trace left out), or the file's own error if it did not
 * load.
 */
function failedChecks(reportFile: string): string[] {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  return report.testResults.flatMap((result) => {
    const where = relative(copyDir, result.name);
    const tests = result.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const message = (test.failureMessages[0] ?? '')
          // eslint-disable-next-line no-control-regex -- the runner's colours
          .replace(/\x1b\[[\d;]*m/g, '')
          .split('\n')
          .filter((line) => !/^\s+at /.test(line))
          .join('\n')
          .trim();
        return `${where} › ${test.fullName}:\n${message}`;
      });
    return tests.length === 0 && result.message ? [`${where}: ${result.message}`] : tests;
  });
}

/**
 * The content checks not run again in the copy, each for its reason: this test itself; the tests
 * of the translators' tools, which make their own mistakes in their own copies and never read the
 * list of pages; and axe over every built page, a loop over the manifest with no list or count of
 * its own to pin (it costs two minutes here; the new page's template is the one every course page
 * shares).
 */
const notRerun = [
  'add-a-page.test.ts',
  'l10n-check.test.ts',
  'l10n-save-identity.test.ts',
  'english-syntax-error.test.ts',
  'build-refuses.test.ts',
  'built-pages-axe-en.test.ts',
  'built-pages-axe-ar.test.ts',
];

describe('adding a page: one manifest entry and two locale files', () => {
  beforeAll(() => {
    copyDir = mkdtempSync(join(tmpdir(), 'aatc-add-a-page-'));
    // The project as a clone has it (what the build writes and the installed packages aside).
    const notCopied = new Set(['.git', 'node_modules', 'dist', 'dist-server', 'test-results']);
    for (const name of readdirSync(root).filter((n) => !notCopied.has(n))) {
      cpSync(join(root, name), file(name), { recursive: true });
    }
    symlinkSync(join(root, 'node_modules'), file('node_modules'), 'dir');
    // 1. The manifest entry.
    const manifest = read('src', 'routes', 'manifest.ts');
    const before = "  page({ id: 'search',";
    expect(manifest).toContain(before);
    writeFileSync(file('src', 'routes', 'manifest.ts'), manifest.replace(before, entry + before));
    // 2 and 3. The copy in both languages, at first without the Arabic card.
    writeCopy('en', copy.en);
    writeCopy('ar', { ...copy.ar, card: undefined });
  }, 60_000);

  afterAll(() => {
    if (copyDir) rmSync(copyDir, { recursive: true, force: true });
  });

  it('names the file and the key of a missing field before anything is built', () => {
    const { status, output } = l10nCheck();
    expect(status, output).not.toBe(0);
    expect(output).toMatch(
      /locales\/ar\/courses-it\.json › sampleCourse\.card \(line \d+\): the page reads this key, and the file does not have it/,
    );
  }, 60_000);

  it('builds, and every list of pages has the new page in both languages', () => {
    writeCopy('ar', copy.ar);
    const check = l10nCheck();
    expect(check.status, check.output).toBe(0);
    execFileSync('npm', ['run', 'build'], {
      cwd: copyDir,
      env: shellEnv(),
      stdio: 'pipe',
      timeout: 420_000,
    });

    for (const [lng, prefix] of [
      ['en', ''],
      ['ar', '/ar'],
    ] as const) {
      const href = `href="${prefix}${path}"`;
      const page = read('dist', pageFile(`${prefix}${path}`));
      expect(page, `${lng}: the page`).toContain(copy[lng].heading);
      // The menu, on every page (here the home page's).
      const home = read('dist', pageFile(prefix || '/'));
      // The main menu's nav (the one holding the panel #main-menu; Quick links come before it).
      const start = home.lastIndexOf('<nav', home.indexOf('id="main-menu"'));
      const nav = home.slice(start, home.indexOf('</nav>', start));
      expect(nav, `${lng}: the menu`).toContain(href);
      // The programmes grid lists it with its name and card.
      const grid = main(read('dist', pageFile(`${prefix}/our-programmes`)));
      expect(grid, `${lng}: the programmes grid`).toContain(href);
      expect(grid, `${lng}: the card`).toContain(copy[lng].card);
      // The checkout offers it by its name (the form's HTML is prerendered).
      const checkout = main(read('dist', pageFile(`${prefix}/checkout`)));
      expect(checkout, `${lng}: the checkout`).toContain(
        `<option value="${id}">${copy[lng].name}</option>`,
      );
      // The course finder lists it.
      const finder = main(read('dist', pageFile(`${prefix}/course-finder`)));
      expect(finder, `${lng}: the finder`).toContain(href);
    }
    const sitemap = read('dist', 'sitemap.xml');
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`));
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/ar${path}</loc>`));
    expect(indexedUrls()).toEqual(expect.arrayContaining([path, `/ar${path}`]));
  }, 480_000);

  it("passes the project's content checks with no test edited, once the page index is rewritten", () => {
    // The README's step 3: the generated page index is rewritten by its command, not by hand.
    execFileSync('npm', ['run', 'l10n:index'], { cwd: copyDir, env: shellEnv(), stdio: 'pipe' });
    expect(read('docs', 'page-index.md')).toContain(path);
    const report = file('content-checks.json');
    const run = spawnSync(
      'npx',
      [
        'vitest',
        'run',
        'tests/content',
        ...notRerun.flatMap((name) => ['--exclude', `tests/content/${name}`]),
        '--reporter=json',
        `--outputFile=${report}`,
      ],
      { cwd: copyDir, env: shellEnv(), encoding: 'utf8', timeout: 540_000 },
    );
    // Each failed check once, whole: its file, its name and its own first message (which names
    // the entry and the file to fix), not the runner's report cut to a length.
    const failed = failedChecks(report);
    expect(failed.length, failed.join('\n\n')).toBe(0);
    expect(run.status, `${run.stderr}`.split('\n').slice(-20).join('\n')).toBe(0);
    expect((JSON.parse(read('content-checks.json')) as Report).numPassedTests).toBeGreaterThan(0);
  }, 600_000);
});
