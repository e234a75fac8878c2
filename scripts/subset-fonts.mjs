// Subsets the self-hosted fonts (from @fontsource) to the characters the site uses, and writes
// them with their @font-face rules to src/styles/generated/. Runs before every build and `dev`,
// so a character a translator adds to a locale file is in the font on the next build; the build
// stops if a character of the locale files is in neither subset.
//
// Each font keeps a safe base set (ASCII and common punctuation for Latin; the basic Arabic
// letters, marks, punctuation and the spaces for Arabic) plus every character of its script found
// in locales/. A character outside both (typed by a visitor, say) falls back to the system font.
//
// The faces swap in (`font-display: swap`, docs/decisions/0007-brand-fonts-every-visit.md), so
// the text painted before they arrive is in a metric-matched fallback: an @font-face over a local
// system font whose size-adjust makes its text as wide as Plex's on the site's own text, and
// whose ascent/descent/line-gap overrides give it Plex's line box, so the swap moves nothing.
// The fallbacks' widths were measured from their real files with
// `node scripts/subset-fonts.mjs --measure <font files>` (which writes nothing); Plex's are
// measured here on every run, on the same sample: the locale files' text of each script.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'src', 'styles', 'generated');
const fontsource = join(root, 'node_modules', '@fontsource');

/** @param {number} from @param {number} to */
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** @param {number} cp */
const isArabic = (cp) => (cp >= 0x0600 && cp <= 0x06ff) || (cp >= 0xfb50 && cp <= 0xfeff);
/** @param {number} cp */
const isControl = (cp) => cp < 0x20 || (cp >= 0x7f && cp < 0xa0);
/** Invisible formatting marks (bidi isolates and marks, joiners): no glyph of their own. */
/** @param {number} cp */
const isFormat = (cp) =>
  (cp >= 0x200b && cp <= 0x200f) ||
  (cp >= 0x202a && cp <= 0x202e) ||
  (cp >= 0x2066 && cp <= 0x2069);

/** Every string value in the locale files of a language (parsed, so escapes count as the characters they are). */
/** @param {string} lng */
async function localeText(lng) {
  /** @type {string[]} */
  const strings = [];
  /** @param {unknown} value */
  const walk = (value) => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  // One folder per language (locales/glossary.json, beside them, is not page text).
  for (const file of (await readdir(join(root, 'locales', lng))).sort()) {
    walk(JSON.parse(await readFile(join(root, 'locales', lng, file), 'utf8')));
  }
  return strings.join('\n');
}

const text = { en: await localeText('en'), ar: await localeText('ar') };
const used = [...new Set([...(text.en + text.ar)].map((c) => c.codePointAt(0) ?? 0))];

/**
 * @typedef {{ family: string, local: Record<400 | 600, string[]>, width: Record<400 | 600, number>, digits?: Record<400 | 600, number> }} Fallback
 * A local system font the text paints in until Plex arrives. `width`: its advance per em over the
 * sample of its script (from `--measure`, on the font file named in the comment). `digits`: its
 * figures' advance per em. Plex's figures are wider than its letters, next to Arial's or Roboto's,
 * so one size for both leaves a phone number 7 px short at 16 px, enough to wrap a button's label
 * when Plex arrives. The figures get their own fallback face, sized to Plex's figures.
 */

const scripts = {
  latin: {
    family: 'IBM Plex Sans',
    /** @param {number} weight */
    file: (weight) =>
      join(fontsource, 'ibm-plex-sans', 'files', `ibm-plex-sans-latin-${weight}-normal.woff2`),
    base: [
      ...range(0x20, 0x7e),
      0xa0,
      0xa9,
      0xab,
      0xae,
      0xb7,
      0xbb,
      0x2013,
      0x2014,
      0x2018,
      0x2019,
      0x201c,
      0x201d,
      0x2022,
      0x2026,
      0x2122,
    ],
    /** @param {number} cp */
    takes: (cp) => !isArabic(cp) && !isControl(cp) && !isFormat(cp),
    /** The sample its width is measured on: every Latin run of both languages' text, less the figures (they have their own face). */
    sample: () =>
      [...(text.en + text.ar)]
        .filter((c) => !isArabic(c.codePointAt(0) ?? 0) && !/[0-9]/.test(c))
        .join(''),
    /** Every page's <head> carries the fallbacks: the Latin ones need no range (they come last). */
    fallbackRange: '',
    /** @type {Fallback[]} Windows, macOS and iOS (Helvetica has Arial's widths), Linux's Arial twin; Android. */
    fallbacks: [
      {
        // Liberation Sans 2.1 (metric-compatible with Arial, so Arial's and Helvetica's widths).
        family: 'IBM Plex Sans Fallback Arial',
        local: {
          400: ['Arial', 'Helvetica', 'Liberation Sans'],
          600: ['Arial Bold', 'Helvetica Bold', 'Liberation Sans Bold'],
        },
        width: { 400: 0.43493, 600: 0.46556 },
        digits: { 400: 0.55615, 600: 0.55615 },
      },
      {
        // Roboto 2.137 (Debian fonts-roboto-unhinted), Android's and ChromeOS's sans.
        family: 'IBM Plex Sans Fallback Roboto',
        local: { 400: ['Roboto'], 600: ['Roboto Bold'] },
        width: { 400: 0.42923, 600: 0.43581 },
        digits: { 400: 0.56201, 600: 0.57373 },
      },
    ],
  },
  arabic: {
    family: 'IBM Plex Sans Arabic',
    /** @param {number} weight */
    file: (weight) =>
      join(
        fontsource,
        'ibm-plex-sans-arabic',
        'files',
        `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
      ),
    // The spaces too: an Arabic sentence's spaces are the Arabic font's, not a Latin font's.
    base: [0x20, 0xa0, ...range(0x060c, 0x065f), 0x0670, 0x200c, 0x200d],
    takes: isArabic,
    /** The sample: the Arabic text, its Latin runs left out (they are in the Latin font). */
    sample: () =>
      [...text.ar]
        .filter((c) => isArabic(c.codePointAt(0) ?? 0) || c === ' ')
        .join('')
        .replace(/ {2,}/g, ' '),
    /** The Arabic fallbacks take the Arabic script and the spaces, never a Latin letter. */
    fallbackRange: 'U+20, U+A0, U+600-6FF, U+200C-200D, U+FB50-FEFF',
    /** @type {Fallback[]} Android, Linux. */
    fallbacks: [
      {
        // Noto Naskh Arabic 2.x (Debian fonts-noto-core 20201225), Android's Arabic.
        family: 'IBM Plex Sans Arabic Fallback Noto Naskh',
        local: {
          400: ['Noto Naskh Arabic UI', 'Noto Naskh Arabic'],
          600: ['Noto Naskh Arabic UI Bold', 'Noto Naskh Arabic Bold'],
        },
        width: { 400: 0.37021, 600: 0.38526 },
      },
      {
        // DejaVu Sans 2.37, many Linux desktops' Arabic.
        family: 'IBM Plex Sans Arabic Fallback DejaVu',
        local: { 400: ['DejaVu Sans'], 600: ['DejaVu Sans Bold'] },
        width: { 400: 0.43728, 600: 0.52215 },
      },
    ],
  },
};

/**
 * A font's line metrics (as HarfBuzz and the browsers read them: the typo metrics when the font
 * asks for them, else hhea) and its advance per em over a sample text, shaped as the browser would.
 * @param {Uint8Array} font a TrueType/OpenType file @param {string} sample
 */
function measure(font, sample) {
  const face = new hb.Face(new hb.Blob(font));
  const hbFont = new hb.Font(face);
  const { ascender, descender, lineGap } = hbFont.hExtents();
  const buffer = new hb.Buffer();
  buffer.addText(sample);
  buffer.guessSegmentProperties();
  hb.shape(hbFont, buffer);
  const advance = buffer.getGlyphPositions().reduce((sum, p) => sum + p.xAdvance, 0);
  const em = face.upem;
  return {
    ascent: ascender / em,
    descent: -descender / em,
    lineGap: lineGap / em,
    width: advance / em / [...sample].length,
  };
}

/** The figures, which the Latin fallbacks size on their own. */
const figures = '0123456789';

if (process.argv[2] === '--measure') {
  // Prints the widths to write into `fallbacks` above, for each font file given.
  for (const file of process.argv.slice(3)) {
    const font = await readFile(file);
    const has = new Set(new hb.Face(new hb.Blob(font)).collectUnicodes());
    for (const [name, script] of Object.entries(scripts)) {
      const sample = [...script.sample()].filter((c) => has.has(c.codePointAt(0) ?? 0)).join('');
      console.log(basename(file), name, measure(font, sample).width.toFixed(5));
    }
    console.log(basename(file), 'digits', measure(font, figures).width.toFixed(5));
  }
  process.exit(0);
}

/** Code points as a CSS unicode-range: U+20-7E, U+A9, ... */
/** @param {number[]} points */
function unicodeRange(points) {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length; i += 1) {
    let j = i;
    while (sorted[j + 1] === (sorted[j] ?? -2) + 1) j += 1;
    /** @param {number | undefined} cp */
    const hex = (cp) => (cp ?? 0).toString(16).toUpperCase();
    parts.push(j > i ? `U+${hex(sorted[i])}-${hex(sorted[j])}` : `U+${hex(sorted[i])}`);
    i = j;
  }
  return parts.join(', ');
}

/** @param {number} n */
const percent = (n) => `${(n * 100).toFixed(1)}%`;

await mkdir(out, { recursive: true });
const faces = [];
/** @type {Set<number>[]} What each written subset holds, to check the locale files against. */
const covered = [];
for (const [name, script] of Object.entries(scripts)) {
  const points = [...new Set([...script.base, ...used.filter(script.takes)])];
  const chars = String.fromCodePoint(...points);
  const sample = script.sample();
  for (const weight of /** @type {const} */ ([400, 600])) {
    const source = await readFile(script.file(weight));
    const font = await subsetFont(source, chars, { targetFormat: 'woff2' });
    await writeFile(join(out, `plex-sans-${name}-${weight}.woff2`), font);
    const sfnt = await subsetFont(source, chars, { targetFormat: 'truetype' });
    covered.push(new Set(new hb.Face(new hb.Blob(sfnt)).collectUnicodes()));
    const plex = measure(sfnt, sample);
    faces.push(`@font-face {
  font-family: '${script.family}';
  font-style: normal;
  font-weight: ${weight};
  font-display: swap;
  src: url('./plex-sans-${name}-${weight}.woff2') format('woff2');
  unicode-range: ${unicodeRange(points)};
}`);
    // Plex's line box and width on each fallback: size-adjust scales the overrides too, hence ÷.
    // The figures' face comes after the whole face: for a character both cover, the browser
    // takes the face declared last.
    /** @param {Fallback} fallback @param {number} sizeAdjust @param {string} unicodes */
    const fallbackFace = (fallback, sizeAdjust, unicodes) => `@font-face {
  font-family: '${fallback.family}';
  font-weight: ${weight};
  src: ${fallback.local[weight].map((n) => `local('${n}')`).join(', ')};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(plex.ascent / sizeAdjust)};
  descent-override: ${percent(plex.descent / sizeAdjust)};
  line-gap-override: ${percent(plex.lineGap / sizeAdjust)};${unicodes ? `\n  unicode-range: ${unicodes};` : ''}
}`;
    const plexFigures = measure(sfnt, figures).width;
    for (const fallback of script.fallbacks) {
      faces.push(fallbackFace(fallback, plex.width / fallback.width[weight], script.fallbackRange));
      if (fallback.digits) {
        faces.push(fallbackFace(fallback, plexFigures / fallback.digits[weight], 'U+30-39'));
      }
    }
  }
}

// Every visible character of the locale files is in a subset, in both weights.
const [latin400, latin600, arabic400, arabic600] = covered;
/** @param {number} cp */
const inBoth = (cp) =>
  Boolean((latin400?.has(cp) && latin600?.has(cp)) || (arabic400?.has(cp) && arabic600?.has(cp)));
const missing = used.filter((cp) => !isControl(cp) && !isFormat(cp) && !inBoth(cp));
if (missing.length) {
  console.error(
    `The build stops: no subset font has ${missing
      .map((cp) => `«${String.fromCodePoint(cp)}» (U+${cp.toString(16).toUpperCase()})`)
      .join(
        ', ',
      )}, used in locales/. Add it to a script's base or \`takes\` in scripts/subset-fonts.mjs (Plex has no glyph for it?).`,
  );
  process.exit(1);
}

await writeFile(
  join(out, 'fonts.css'),
  `/* Generated by scripts/subset-fonts.mjs from @fontsource and locales/: do not edit. */
/*
 * \`swap\`: text paints at once in the fallback and takes Plex when it arrives (the first screen's
 * faces are preloaded, so usually before the first paint). The fallback faces are local system
 * fonts sized to Plex's width and line box, so the swap moves nothing
 * (docs/decisions/0007-brand-fonts-every-visit.md).
 */
${faces.join('\n')}
`,
);
console.log(`fonts subset to ${used.length} characters used in locales/`);
