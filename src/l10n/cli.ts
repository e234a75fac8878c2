import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { findKeys } from 'i18next-cli';
// eslint-disable-next-line no-restricted-imports -- i18next-cli's config lives at the root, outside src/
import i18nextConfig from '../../i18next.config';
import { languages, type Lang } from '@/i18n/languages';
import { checkLocales, leaves, type LocaleFileText } from './check-locales';
import { parseLocaleSource } from './json-source';
import { pageIndexMarkdown } from './page-index';
import { countProblems, splitProblems } from './problem-count';
import { commandLine, formatProblem, isolate, words, type Problem } from './problem';
import { englishHash, readReviewState, withReviewed, writeReviewState } from './review-state';
import { pluralSuffix } from './string-checks';
import { fileVersions } from './git-versions';
import { copyBranchName, pathOfStatusLine } from './branch-name';

/**
 * The translators' commands (scripts/l10n.mjs runs this file through Vite, so it can use the
 * site's own TypeScript: the manifest, the schemas, the checks):
 *   check [--build]     every problem, one line each; exit 1 on an error
 *   review <ns> [path]  marks Arabic strings as reviewed against today's English
 *   index               writes docs/page-index.md from the manifest
 *   save "message"      check, then commit only locales/ and the translators' documents
 */

export const root = join(import.meta.dirname, '..', '..');
const localesDir = join(root, 'locales');
const reviewFile = join(localesDir, 'review-state.json');
export const pageIndexFile = join(root, 'docs', 'page-index.md');

/** What a translator may hand in with `l10n:save`: nothing else is committed. */
const translatorPaths = [
  'locales',
  'docs/translating.md',
  'docs/glossary.md',
  'docs/style-guide.md',
  'docs/content-questions.md',
  'docs/page-index.md',
];

export function readLocaleFiles(dir = localesDir): LocaleFileText[] {
  const files: LocaleFileText[] = [];
  for (const lng of languages) {
    const folder = join(dir, lng);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      files.push({
        lng,
        ns: name.replace(/\.json$/, ''),
        text: readFileSync(join(folder, name), 'utf8'),
      });
    }
  }
  return files;
}

/** Keys the code reads by name (i18next-cli's extractor over src/), as `ns:key`; read once. */
let extracted: Promise<string[]> | undefined;
const codeKeys = (): Promise<string[]> => (extracted ??= extractCodeKeys());

async function extractCodeKeys(): Promise<string[]> {
  const previous = process.cwd();
  process.chdir(root);
  try {
    const silent = { info() {}, warn() {}, error() {} };
    const { allKeys } = await findKeys(i18nextConfig, silent);
    return [...allKeys.values()].map((k) => `${k.ns || 'common'}:${k.key}`);
  } finally {
    process.chdir(previous);
  }
}

function git(args: string[]): string {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/** Each past version of an English file as its strings, read from git once per check. */
const englishHistory = new Map<string, Map<string, string>[]>();

function historyOf(ns: string): Map<string, string>[] {
  const known = englishHistory.get(ns);
  if (known) return known;
  const versions: Map<string, string>[] = [];
  try {
    const file = `locales/en/${ns}.json`;
    const commits = git(['log', '--format=%H', '-n', '40', '--', file]).split('\n').filter(Boolean);
    for (const text of fileVersions(commits, file, root)) {
      const parsed = parseLocaleSource(text);
      if (!parsed.ok) continue;
      versions.push(
        new Map(
          leaves(parsed.source.data).filter((l): l is [string, string] => typeof l[1] === 'string'),
        ),
      );
    }
  } catch {
    // Not a git checkout, or git is missing: the English now is still shown.
  }
  englishHistory.set(ns, versions);
  return versions;
}

/** The English a stale Arabic string was reviewed against, found in the file's history. */
function englishBefore(ns: string, path: string, hash: string | undefined): string | undefined {
  if (!hash) return undefined;
  const base = path.replace(pluralSuffix, '');
  for (const version of historyOf(ns)) {
    const value = version.get(path) ?? version.get(`${base}_other`);
    if (value !== undefined && englishHash(value) === hash) return value;
  }
  return undefined;
}

/**
 * The numbers, said so they read right: errors stop a save and the build; warnings stop nothing,
 * and most of them are Arabic not yet marked reviewed (src/l10n/problem-count.ts).
 */
export function countLine(problems: readonly Problem[], lng: Lang): string {
  const { errors, warnings, unreviewed } = countProblems(problems);
  const s = (n: number) => (n === 1 ? '' : 's');
  const ofThem = unreviewed
    ? words(
        `; ${unreviewed} of them: Arabic not yet marked reviewed`,
        `، منها نصوص عربية لم تُسجَّل مراجعتها بعد: ${unreviewed}`,
      )
    : words('', '');
  return words(
    `${errors} error${s(errors)} (an error stops a save and the build), ${warnings} warning${s(warnings)} (they stop nothing${ofThem.en})`,
    `الأخطاء ${errors} (الخطأ يوقف الحفظ وبناء الموقع)، التنبيهات ${warnings} (لا توقف شيئًا${ofThem.ar})`,
  )[lng];
}

/**
 * `l10n:check`'s report: the warnings, then the errors just above the verdict line (where the eye
 * lands at the end of a long run), then the counts.
 */
export function report(problems: Problem[], seconds: string, files: number, lng: Lang): string[] {
  const { errors, warnings } = splitProblems(problems);
  const state = readReviewState(
    existsSync(reviewFile) ? readFileSync(reviewFile, 'utf8') : undefined,
  );
  const lines: string[] = [];
  if (warnings.length) {
    lines.push(
      words(
        `Warnings (${warnings.length}): worth a look; they do not stop anything.`,
        `التنبيهات (${warnings.length}): تستحق النظر، ولا توقف شيئًا.`,
      )[lng],
    );
    for (const warning of warnings) {
      let detail = warning.detail;
      if (warning.rule === 'stale') {
        const before = englishBefore(
          warning.ns,
          warning.path,
          state.reviewed[warning.ns]?.[warning.path],
        );
        if (before) detail = `    English before: ${before}\n${detail ?? ''}`;
      }
      lines.push(formatProblem({ ...warning, detail }, lng));
    }
    lines.push('');
  }
  // The errors last, just above the verdict, where the eye lands: never above a thousand warnings.
  if (errors.length)
    lines.push(
      words(
        `Errors (${errors.length}): fix these; the site is not built with them.`,
        `الأخطاء (${errors.length}): صحّحوها؛ فالموقع لا يُبنى وفيه خطأ.`,
      )[lng],
      ...errors.map((p) => formatProblem(p, lng)),
      '',
    );
  lines.push(
    words(
      `l10n:check: ${countLine(problems, 'en')} in ${files} files (${seconds} s)`,
      `${isolate('l10n:check')}: ${countLine(problems, 'ar')}، الملفات المفحوصة ${files} (${seconds} ث)`,
    )[lng],
  );
  return lines;
}

function print(problems: Problem[], started: number, files: number, lng: Lang): number {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(report(problems, seconds, files, lng).join('\n'));
  return splitProblems(problems).errors.length ? 1 : 0;
}

/**
 * `l10n:check` and the build (`check --build`) run the same rules on the same files, with the keys
 * the code reads: what the check calls an error stops the build. Only the review state (stale
 * Arabic, a warning) is left out of the build: it cannot stop anything.
 */
export async function check(
  options: { build?: boolean; short?: boolean; dir?: string; lng?: Lang } = {},
): Promise<number> {
  const lng = options.lng ?? 'en';
  const started = Date.now();
  const files = readLocaleFiles(options.dir);
  const keys = await codeKeys();
  const reviewState =
    options.build || !existsSync(reviewFile) ? undefined : readFileSync(reviewFile, 'utf8');
  const problems = checkLocales({ files, reviewState, codeKeys: keys });
  if (options.build) return refuse(problems, lng);
  if (options.short) return shortVerdict(problems, lng);
  return print(problems, started, files.length, lng);
}

/**
 * `l10n:save`'s check: every error in full (they stop the save), the warnings only counted, so
 * what the translator needs to read is not lost under hundreds of lines that stop nothing.
 */
function shortVerdict(problems: Problem[], lng: Lang): number {
  const { errors } = splitProblems(problems);
  if (errors.length) console.error(errors.map((p) => formatProblem(p, lng)).join('\n'));
  console.log(
    words(
      `l10n:check: ${countLine(problems, 'en')}. npm run l10n:check lists each one.`,
      `${isolate('l10n:check')}: ${countLine(problems, 'ar')}. ويسرد الأمر ${isolate('npm run l10n:check')} كلًّا منها.`,
    )[lng],
  );
  return errors.length ? 1 : 0;
}

/** The build's verdict: every error is printed and stops it; warnings are only counted. */
function refuse(problems: Problem[], lng: Lang): number {
  const { errors, warnings: notErrors } = splitProblems(problems);
  const warnings = notErrors.length;
  const note = warnings
    ? words(
        `${warnings} warning${warnings === 1 ? '' : 's'} (npm run l10n:check lists them): warnings do not stop the build.`,
        `التنبيهات: ${warnings} (يسردها ${isolate('npm run l10n:check')})، والتنبيهات لا توقف البناء.`,
      )[lng]
    : '';
  if (!errors.length) {
    if (note) console.log(words(`l10n: no error; ${note}`, `لا أخطاء في النصوص. ${note}`)[lng]);
    return 0;
  }
  console.error(
    words(
      `The build stops: ${errors.length} error${errors.length === 1 ? '' : 's'} in the locale files (the same errors npm run l10n:check lists).`,
      `توقف البناء: الأخطاء في ملفات النصوص ${errors.length} (هي نفسها التي يسردها ${isolate('npm run l10n:check')}).`,
    )[lng],
  );
  console.error(errors.map((p) => formatProblem(p, lng)).join('\n'));
  if (note) console.error(note);
  return 1;
}

/** Marks Arabic strings as reviewed: one key, a whole file, or (`--all`) everything. */
export function review(ns: string | undefined, path: string | undefined): number {
  const files = readLocaleFiles();
  let state = readReviewState(
    existsSync(reviewFile) ? readFileSync(reviewFile, 'utf8') : undefined,
  );
  let count = 0;
  for (const en of files.filter((f) => f.lng === 'en' && (ns === '--all' || f.ns === ns))) {
    const ar = files.find((f) => f.lng === 'ar' && f.ns === en.ns);
    const enParsed = parseLocaleSource(en.text);
    const arParsed = ar ? parseLocaleSource(ar.text) : undefined;
    if (!enParsed.ok || !arParsed?.ok) {
      console.error(`locales/*/${en.ns}.json does not parse: run npm run l10n:check first`);
      return 1;
    }
    const english = new Map(
      leaves(enParsed.source.data).filter((l): l is [string, string] => typeof l[1] === 'string'),
    );
    for (const [key, value] of leaves(arParsed.source.data)) {
      if (typeof value !== 'string') continue;
      if (
        path &&
        key !== path &&
        !key.startsWith(`${path}.`) &&
        key.replace(pluralSuffix, '') !== path
      )
        continue;
      const base = key.replace(pluralSuffix, '');
      const source = english.get(key) ?? english.get(`${base}_other`);
      if (source === undefined) continue;
      state = withReviewed(state, en.ns, key, source);
      count += 1;
    }
  }
  if (!count) {
    console.error(
      `Nothing to review at ${ns ?? '(no file)'}${path ? ` › ${path}` : ''}: give a file name (without .json) and a key path, as l10n:check prints them.`,
    );
    return 1;
  }
  writeFileSync(reviewFile, writeReviewState(state));
  console.log(`Marked ${count} Arabic text${count === 1 ? '' : 's'} as reviewed.`);
  return 0;
}

export function writePageIndex(): number {
  writeFileSync(pageIndexFile, pageIndexMarkdown());
  console.log(`Wrote ${pageIndexFile.slice(root.length + 1)}.`);
  return 0;
}

function gitConfig(key: string): string {
  try {
    return git(['config', '--get', key]).trim();
  } catch {
    return '';
  }
}

/**
 * Asks the questions on the terminal, one after the other, through one prompt: lines typed or
 * pasted ahead wait for their question, and Ctrl+D leaves the rest unanswered (empty).
 * `node:readline/promises` is imported at the top: scripts/l10n.mjs runs this file through Vite's
 * module runner, which is closed by the time `save` asks, so an `import()` here would throw
 * "Vite module runner has been closed".
 */
async function askAll(questions: string[]): Promise<string[]> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const lines = prompt[Symbol.asyncIterator]();
  try {
    const answers: string[] = [];
    for (const question of questions) {
      process.stdout.write(question);
      const line = await lines.next();
      answers.push(line.done ? '' : String(line.value).trim());
    }
    return answers;
  } finally {
    prompt.close();
  }
}

/**
 * A commit needs a name and an e-mail. Asked for once on a terminal (and kept in this
 * repository's config); elsewhere one line says how to set them. Runs before anything changes.
 */
async function ensureIdentity(lng: Lang): Promise<boolean> {
  const name = process.env.GIT_AUTHOR_NAME || gitConfig('user.name');
  const email = process.env.GIT_AUTHOR_EMAIL || gitConfig('user.email');
  if (name && email) return true;
  if (process.stdin.isTTY && process.stdout.isTTY) {
    const questions = [
      ...(name
        ? []
        : [
            words('Your name (for the commit): ', `اسمكم (يُسجَّل مع الحفظ في ${isolate('git')}): `)[
              lng
            ],
          ]),
      ...(email
        ? []
        : [
            words(
              'Your e-mail (for the commit): ',
              `بريدكم الإلكتروني (يُسجَّل مع الحفظ في ${isolate('git')}): `,
            )[lng],
          ]),
    ];
    const answers = await askAll(questions);
    const given = {
      name: name || (answers.shift() ?? ''),
      email: email || (answers.shift() ?? ''),
    };
    if (given.name && given.email) {
      git(['config', 'user.name', given.name]);
      git(['config', 'user.email', given.email]);
      console.log(
        words(
          'Kept in this project’s git settings: you will not be asked again.',
          `حُفظ الاسم والبريد في إعدادات ${isolate('git')} لهذا المشروع، فلن يُطلبا منكم مرة أخرى.`,
        )[lng],
      );
      return true;
    }
  }
  const how = 'git config user.name "Your Name" && git config user.email "you@example.com"';
  console.error(
    words(
      `Nothing was saved: git does not know your name and e-mail yet. Set them once, then save again: ${how}`,
      `لم يُحفظ شيء: لا يعرف ${isolate('git')} اسمكم وبريدكم الإلكتروني بعد. اضبطوهما مرة واحدة بهذا الأمر، ثم أعيدوا الحفظ:${commandLine(how)}`,
    )[lng],
  );
  return false;
}

/** The environment without empty GIT_AUTHOR_* / GIT_COMMITTER_* variables (git takes them as set). */
function withoutEmptyIdentity(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([key, value]) => !(/^GIT_(AUTHOR|COMMITTER)_(NAME|EMAIL)$/.test(key) && !value),
    ),
  );
}

/** Whether a local branch of this name exists already. */
function branchExists(name: string): boolean {
  try {
    git(['rev-parse', '--verify', '--quiet', `refs/heads/${name}`]);
    return true;
  } catch {
    return false;
  }
}

/**
 * On main, the save goes on a branch of its own, named after the date and the files changed
 * (`git status --porcelain` lines): src/l10n/branch-name.ts.
 */
function ownBranch(status: string, message: string, lng: Lang): void {
  const branch = git(['rev-parse', '--abbrev-ref', 'HEAD']).trim();
  if (branch === 'main' || branch === 'master') {
    const paths = status.split('\n').filter(Boolean).map(pathOfStatusLine);
    const name = copyBranchName(new Date(), paths, message, branchExists);
    git(['switch', '-c', name]);
    console.log(words(`On a new branch: ${name}`, `على فرع جديد: ${isolate(name)}`)[lng]);
  }
}

/** What to do next, and what was left out of the commit. */
function reportSaved(lng: Lang): void {
  const others = git(['status', '--porcelain'])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
  // The branch by name: "send the branch name" is no help to a translator who was never told it.
  const branch = git(['rev-parse', '--abbrev-ref', 'HEAD']).trim();
  console.log(
    words(
      `Saved on the branch ${branch}. Hand it in: git push -u origin HEAD (or send the branch name, ${branch}, to the developers).`,
      `حُفظ على الفرع ${isolate(branch)}. لتسليمه أرسلوا اسم الفرع إلى المطورين، أو شغّلوا هذا الأمر:${commandLine('git push -u origin HEAD')}`,
    )[lng],
  );
  if (others.length)
    console.log(
      words(
        `Left out of the commit (only locales/ and the guides are saved): ${others.join(', ')}`,
        `لم يدخل في الحفظ (يُحفظ ${isolate('locales/')} والأدلة فقط): ${others.map(isolate).join('، ')}`,
      )[lng],
    );
}

/** Check, then commit only the translators' files, on a branch of its own if on main. */
export async function save(message: string | undefined, lng: Lang = 'en'): Promise<number> {
  if (!message?.trim()) {
    console.error(
      words(
        'Say what you changed: npm run l10n:save -- "Course Policy: clearer Arabic refund sentence"',
        `اكتبوا ما غيّرتموه في جملة قصيرة، مثلًا:${commandLine('npm run l10n:save -- --lang ar "سياسة الدورات: جملة الاسترداد أوضح"')}`,
      )[lng],
    );
    return 1;
  }
  if (!(await ensureIdentity(lng))) return 1;
  if ((await check({ lng, short: true })) !== 0) {
    console.error(
      words(
        '\nNothing was saved: fix the errors above first.',
        '\nلم يُحفظ شيء: صحّحوا الأخطاء المذكورة أعلاه أولًا.',
      )[lng],
    );
    return 1;
  }
  // Not trimmed: each line's first two columns are its state, the path after them.
  const status = git(['status', '--porcelain', '--untracked-files=all', '--', ...translatorPaths]);
  const changed = status.trim();
  if (!changed) {
    console.log(
      words(
        "Nothing to save: no change in locales/ or the translators' documents.",
        `لا شيء للحفظ: لا تغيير في ${isolate('locales/')} ولا في أدلة المترجمين.`,
      )[lng],
    );
    return 0;
  }
  ownBranch(status, message, lng);
  git(['add', '--', ...translatorPaths.filter((p) => existsSync(join(root, p)))]);
  execFileSync(
    'git',
    ['commit', '-m', message, '--', ...translatorPaths.filter((p) => existsSync(join(root, p)))],
    // An empty GIT_AUTHOR_NAME (or e-mail) would override the name just kept in the config.
    { cwd: root, stdio: 'inherit', env: withoutEmptyIdentity(process.env) },
  );
  reportSaved(lng);
  return 0;
}

/**
 * The language of the messages: `--lang ar` (or `--lang=ar`) when given; otherwise Arabic on a
 * machine set to Arabic (`LC_ALL`, `LC_MESSAGES` or `LANG` starting `ar`), or when the words the
 * translator typed (l10n:save's message) are Arabic; English otherwise.
 */
export function languageOf(
  args: string[],
  env: Record<string, string | undefined> = process.env,
): Lang {
  const at = args.findIndex((a) => a === '--lang' || a.startsWith('--lang='));
  const value = at === -1 ? undefined : (args[at]?.split('=')[1] ?? args[at + 1]);
  if ((languages as readonly string[]).includes(value ?? '')) return value as Lang;
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  if (/^ar(?:[_.@-]|$)/i.test(locale)) return 'ar';
  return /\p{Script=Arabic}/u.test(typedWords(args)) ? 'ar' : 'en';
}

/** What the translator typed after the command, less the `--lang` option and any other flag. */
function typedWords(args: string[]): string {
  return args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--lang').join(' ');
}

export async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case 'check':
      return check({ build: rest.includes('--build'), lng: languageOf(rest) });
    case 'review':
      return review(rest[0], rest[1]);
    case 'index':
      return writePageIndex();
    case 'save':
      return save(typedWords(rest), languageOf(rest));
    default:
      console.error(
        'Usage: npm run l10n:check | npm run l10n:review -- <file> [<key.path>, or its start: a page id marks all its text] | npm run l10n:save -- "message"',
      );
      return 2;
  }
}
