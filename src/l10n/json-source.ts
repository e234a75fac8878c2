import {
  applyEdits,
  findNodeAtLocation,
  modify,
  parseTree,
  printParseErrorCode,
  type JSONPath,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import { isolate as iso, words, type Words } from './problem';

/**
 * A locale file as its text: parsed strictly (JSON, no comments, no trailing commas) with
 * positions kept, so every problem can name its line, and an edit changes only the value it
 * touches (the rest of the file keeps its formatting, byte for byte).
 */

const strict = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

/** What is wrong with a file that is not JSON, in words a translator can act on. */
const syntaxWords: Record<string, Words> = {
  CommaExpected: words(
    'a comma is missing between two entries (or a quote mark is missing)',
    'تنقص فاصلة بين مدخلين (أو تنقص علامة تنصيص)',
  ),
  ColonExpected: words(
    'a colon (:) is missing after a key',
    `تنقص النقطتان (${iso(':')}) بعد المفتاح`,
  ),
  PropertyNameExpected: words(
    'a key was expected here: a comma after the last entry of a list or group is not allowed',
    'كان يُنتظر مفتاح هنا: لا تجوز فاصلة بعد آخر مدخل في قائمة أو مجموعة',
  ),
  ValueExpected: words(
    'a value was expected here: a comma after the last entry of a list or group is not allowed',
    'كانت تُنتظر قيمة هنا: لا تجوز فاصلة بعد آخر مدخل في قائمة أو مجموعة',
  ),
  CloseBraceExpected: words(
    'a closing brace } is missing',
    `ينقص القوس المعقوص الذي يُغلق المجموعة ${iso('}')}`,
  ),
  CloseBracketExpected: words(
    'a closing bracket ] is missing',
    `ينقص القوس المربع الذي يُغلق القائمة ${iso(']')}`,
  ),
  EndOfFileExpected: words('there is text after the end of the file', 'يوجد نص بعد نهاية الملف'),
  UnexpectedEndOfString: words(
    'a text is not closed: a quote mark " is missing',
    `نص غير مغلق: تنقص علامة التنصيص ${iso('"')}`,
  ),
  InvalidSymbol: words(
    'there is a character here that JSON does not allow',
    `يوجد هنا حرف لا يقبله ${iso('JSON')}`,
  ),
  InvalidCharacter: words(
    'a text contains a raw line break or tab: write it on one line',
    'في النص سطر جديد أو مسافة جدولة: اكتبوه على سطر واحد',
  ),
  InvalidEscapeCharacter: words(
    'a backslash \\ starts an escape JSON does not know: write \\\\ for one',
    `الشرطة المائلة العكسية ${iso('\\')} تبدأ رمزًا لا يعرفه ${iso('JSON')}: اكتبوا ${iso('\\\\')} لشرطة واحدة`,
  ),
  InvalidCommentToken: words(
    'comments are not allowed in locale files',
    'التعليقات غير مسموح بها في ملفات النصوص',
  ),
};

export interface SyntaxProblem {
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** What is wrong, in English (as `words.en`). */
  message: string;
  /** What is wrong, in English and in Arabic. */
  words: Words;
  /** The line, and a caret under the column. */
  frame: string;
}

export interface LocaleSource {
  text: string;
  data: unknown;
  /** The 1-based line where the value at `path` starts (the nearest existing parent's if absent). */
  lineOf: (path: string | JSONPath) => number | undefined;
  /** Line and column in the file of the character at `offset` (UTF-16) of the string at `path`. */
  positionOf: (
    path: string | JSONPath,
    offset: number,
  ) => { line: number; column: number } | undefined;
}

export type ParsedSource = { ok: true; source: LocaleSource } | { ok: false; error: SyntaxProblem };

/** "faq.3.answer" → ['faq', 3, 'answer']. */
export function toJsonPath(path: string | JSONPath): JSONPath {
  if (Array.isArray(path)) return path;
  if (!path) return [];
  return path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** The line of `text` at 1-based `line`, and a caret under `column`, with a line-number gutter. */
export function codeFrame(text: string, line: number, column: number): string {
  const source = text.split('\n')[line - 1] ?? '';
  const gutter = `${line} | `;
  return `${gutter}${source}\n${' '.repeat(gutter.length + Math.max(0, column - 1))}^`;
}

function describe(text: string, error: ParseError): SyntaxProblem {
  const { line, column } = lineAndColumn(text, error.offset);
  const code = printParseErrorCode(error.error);
  const said =
    syntaxWords[code] ??
    words(`the file is not valid JSON (${code})`, `الملف ليس ${iso('JSON')} صالحًا (${iso(code)})`);
  return { line, column, message: said.en, words: said, frame: codeFrame(text, line, column) };
}

function valueOf(node: Node): unknown {
  switch (node.type) {
    case 'object':
      return Object.fromEntries(
        (node.children ?? []).map((property) => {
          const [key, value] = property.children ?? [];
          return [String(key?.value), value ? valueOf(value) : undefined];
        }),
      );
    case 'array':
      return (node.children ?? []).map(valueOf);
    default:
      return node.value as unknown;
  }
}

/** The file offset of the `index`-th code unit of a string literal's value starting at `start`. */
function rawOffset(text: string, start: number, index: number): number {
  let at = start;
  for (let unit = 0; unit < index && at < text.length; unit += 1) {
    // An escape (\n, \u200b) is one code unit of the value, written with two or six characters.
    if (text[at] === '\\') at += text[at + 1] === 'u' ? 6 : 2;
    else at += 1;
  }
  return at;
}

/** Parses a locale file's text, or says exactly where and why it is not JSON. */
export function parseLocaleSource(text: string): ParsedSource {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, strict);
  const [first] = errors;
  if (first) return { ok: false, error: describe(text, first) };
  if (!tree) {
    return {
      ok: false,
      error: {
        line: 1,
        column: 1,
        message: 'the file is empty',
        words: words('the file is empty', 'الملف فارغ'),
        frame: codeFrame(text, 1, 1),
      },
    };
  }
  return {
    ok: true,
    source: {
      text,
      data: valueOf(tree),
      lineOf(path) {
        let segments = toJsonPath(path);
        while (segments.length > 0 && !findNodeAtLocation(tree, segments)) {
          segments = segments.slice(0, -1);
        }
        const node = segments.length ? findNodeAtLocation(tree, segments) : tree;
        // A property's value: report the line of its key, where a translator looks.
        const at = node?.parent?.type === 'property' ? node.parent : node;
        return at ? lineAndColumn(text, at.offset).line : undefined;
      },
      positionOf(path, offset) {
        const node = findNodeAtLocation(tree, toJsonPath(path));
        if (node?.type !== 'string') return undefined;
        return lineAndColumn(text, rawOffset(text, node.offset + 1, offset));
      },
    },
  };
}

const formatting = { insertSpaces: true, tabSize: 2, eol: '\n' };

/**
 * The file's text with only the value at `path` replaced (or added: at the end of its object, or
 * where `insertAt` puts it among the object's keys).
 */
export function setValue(
  text: string,
  path: string | JSONPath,
  value: unknown,
  insertAt?: (keys: string[]) => number,
): string {
  return applyEdits(
    text,
    modify(text, toJsonPath(path), value, {
      formattingOptions: formatting,
      ...(insertAt ? { getInsertionIndex: insertAt } : {}),
    }),
  );
}

/** The file's text with `value` inserted into the list at `path`, at `index` (default: the end). */
export function insertItem(
  text: string,
  path: string | JSONPath,
  value: unknown,
  index?: number,
): string {
  const segments = toJsonPath(path);
  const tree = parseTree(text, [], strict);
  const list = tree ? findNodeAtLocation(tree, segments) : undefined;
  if (list?.type !== 'array') throw new Error(`${segments.join('.')} is not a list`);
  const at = index ?? list.children?.length ?? 0;
  return applyEdits(
    text,
    modify(text, [...segments, at], value, {
      formattingOptions: formatting,
      isArrayInsertion: true,
    }),
  );
}
