import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { check, root } from '@/l10n/cli';
import { setValue } from '@/l10n/json-source';

/** `npm run build` first runs `l10n.mjs check --build`: what would ship broken stops it. */
describe('the build refuses broken copy', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  function localesWith(lng: string, ns: string, change: (text: string) => string): string {
    dir = mkdtempSync(join(tmpdir(), 'l10n-'));
    cpSync(join(root, 'locales'), dir, { recursive: true });
    const file = join(dir, lng, `${ns}.json`);
    writeFileSync(file, change(readFileSync(file, 'utf8')));
    return dir;
  }

  async function buildCheck(locales: string): Promise<{ code: number; printed: string }> {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => lines.push(args.join(' ')));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const code = await check({ build: true, dir: locales });
    return { code, printed: lines.join('\n') };
  }

  it('passes the files as they are', async () => {
    expect((await buildCheck(join(root, 'locales'))).code).toBe(0);
  });

  it('a translated placeholder', async () => {
    const { code, printed } = await buildCheck(
      localesWith('ar', 'common', (t) => t.replace('{{year}}', '{{السنة}}')),
    );
    expect(code).toBe(1);
    expect(printed).toMatch(
      /locales\/ar\/common\.json › footer\.copyright \(line \d+\): \{\{السنة\}\}/,
    );
  });

  it('a missing plural form', async () => {
    const { code, printed } = await buildCheck(
      localesWith('ar', 'common', (t) => setValue(t, 'counts.courses_many', undefined)),
    );
    expect(code).toBe(1);
    expect(printed).toMatch(
      /locales\/ar\/common\.json › counts\.courses .*courses_many is missing/,
    );
  });

  it('a literal tag', async () => {
    const { code, printed } = await buildCheck(
      localesWith('en', 'courses-it', (t) =>
        setValue(t, 'icdlCourse.lead', 'The <b>ICDL</b> course'),
      ),
    );
    expect(code).toBe(1);
    expect(printed).toMatch(/locales\/en\/courses-it\.json › icdlCourse\.lead .*an HTML tag/);
  });

  it('an Arabic text left the same as the English', async () => {
    const english = JSON.parse(readFileSync(join(root, 'locales/en/courses-it.json'), 'utf8')) as {
      icdlCourse: { faq: { answer: string }[] };
    };
    const { code, printed } = await buildCheck(
      localesWith('ar', 'courses-it', (t) =>
        setValue(t, 'icdlCourse.faq.0.answer', english.icdlCourse.faq[0]?.answer),
      ),
    );
    expect(code).toBe(1);
    expect(printed).toMatch(
      /locales\/ar\/courses-it\.json › icdlCourse\.faq\.0\.answer .*the Arabic is the same as the English/,
    );
  });

  it("a heading that is not the course's name", async () => {
    const { code, printed } = await buildCheck(
      localesWith('en', 'courses-it', (t) =>
        setValue(t, 'icdlCourse.heading', 'ICDL Training Course'),
      ),
    );
    expect(code).toBe(1);
    expect(printed).toMatch(
      /locales\/en\/courses-it\.json › icdlCourse\.heading .*is not this course's name/,
    );
  });

  it('a date that can be misread', async () => {
    const { code, printed } = await buildCheck(
      localesWith('en', 'courses-it', (t) =>
        setValue(t, 'icdlCourse.faq.0.question', 'Does the course start on 01/06/2026?'),
      ),
    );
    expect(code).toBe(1);
    expect(printed).toMatch(
      /icdlCourse\.faq\.0\.question .*the date «01\/06\/2026» can be misread/,
    );
  });

  it("a hidden character (the desk's markers, copied from the dev page)", async () => {
    const { code, printed } = await buildCheck(
      localesWith('ar', 'courses-it', (t) =>
        setValue(t, 'icdlCourse.lead', 'دورة \u{E0001}\u{E0063}\u{E007F}ICDL\u{E0001}\u{E007F}'),
      ),
    );
    expect(code).toBe(1);
    expect(printed).toMatch(
      /locales\/ar\/courses-it\.json › icdlCourse\.lead \(line \d+, column \d+\): 5 invisible tag characters/,
    );
  });

  it('warnings are counted as warnings and do not stop it', async () => {
    const { code } = await buildCheck(
      localesWith('en', 'courses-it', (t) => setValue(t, 'icdlCourse.lead', 'Two  spaces.')),
    );
    expect(code).toBe(0);
  });

  it('a syntax error, with the line and a caret', async () => {
    const { code, printed } = await buildCheck(
      localesWith('ar', 'jobs', (t) => t.replace(/"\n(\s*)\}/, '",\n$1}')),
    );
    expect(code).toBe(1);
    expect(printed).toMatch(/locales\/ar\/jobs\.json \(line \d+\): not valid JSON at column \d+/);
    expect(printed).toMatch(/\n\d+ \| .*\n +\^/);
  });
});
