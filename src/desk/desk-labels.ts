import type { Lang } from '@/i18n/languages';

/**
 * The desk's own words, in the page's language (the desk speaks to a translator working on that
 * page). They live here and not in locales/: the desk is a tool of `npm run dev`, never part of
 * the site, and its words must not show up in the translators' own files or checks.
 */
const en = {
  title: 'Translator’s desk',
  toggle: 'Desk',
  toggleLabel: 'Translator’s desk (Alt+Shift+D)',
  close: 'Close',
  back: 'All strings',
  pick: 'Pick a text on the page',
  pickHint: 'Click a text or an image to open its string. Escape leaves.',
  pickLeave: 'Stop picking',
  hint: 'Alt+click (Option+click) any text or image opens its string. Alt+Shift+D opens this desk.',
  find: 'Find text',
  findPlaceholder: 'Words in English or Arabic',
  findNone: 'No string holds these words.',
  findShort: 'Type at least two letters.',
  pageStrings: 'Strings on this page',
  pageStringsCount: '{{count}} strings',
  inHead: 'not on the page: {{where}}',
  inAttribute: 'not shown as text: {{where}}',
  decorative:
    'This image is decorative: it has no description on purpose (its alt text is empty), so there is nothing here to translate.',
  noKey:
    'No text from the locale files here. Try the words themselves, the list of strings on this page, or Find text.',
  file: 'File',
  key: 'Key',
  line: 'line {{line}}',
  list: 'List',
  listItem: '{{list}}, item {{n}} (index {{i}}) of {{count}}',
  english: 'English',
  arabic: 'Arabic',
  missing: 'There is no text for this key in this language.',
  form: 'Form',
  preview: 'As it reads: glossary terms, placeholders and hidden characters marked',
  placeholder: 'placeholder {{name}}',
  hiddenChar: 'hidden character {{name}}: delete it',
  problems: 'Checks',
  noProblems: 'No problems.',
  error: 'Error',
  warning: 'Warning',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved. The page shows the new text.',
  nothingToSave: 'Nothing changed.',
  draftRestored: 'Your unsaved text from before was put back.',
  discard: 'Discard changes',
  stale:
    'The English changed since this Arabic was last reviewed. Check the Arabic still says the same.',
  reviewed: 'Mark as reviewed',
  reviewedDone: 'Marked as reviewed.',
  previewOther: 'Preview in Arabic (360 px)',
  previewOtherAr: 'Preview in English (360 px)',
  previewClose: 'Close the preview',
  previewTitle: 'The same page in the other language',
  addItem: 'Add item',
  addItemTitle: 'A new item at the end of {{list}}, in both languages',
  addItemSave: 'Add the item',
  addItemCancel: 'Cancel',
  addItemEmpty: 'Fill in every field in both languages.',
  addItemNotHere: 'Items of this list cannot be added here: {{reason}}',
  serverError: 'The desk could not do that: {{message}}',
  loading: 'Loading…',
  copyKey: 'Copy the key',
  copied: 'Copied.',
  missingBox:
    'Not in the file yet: write it in the box below (the other language’s text is above it), and save.',
  saveRefused: 'Not saved: a text has an error (shown under its box). Correct it first.',
  missingEmpty:
    'not in the file yet, and the site is not built without it: write it in the box above (the other language’s text is above the box), and save.',
  staleBefore: 'The English at the last review (removed words struck through):',
  staleNow: 'The English now (new words marked):',
  staleForms: 'The forms this concerns: {{forms}}.',
  staleDiffForm: 'For the Arabic form {{form}}:',
  memory: 'Same or close English elsewhere on the site',
  memorySame: 'same English',
  memoryClose: 'close English',
  note: 'Note for translators',
  noteHint:
    'Context, a length limit, what this text is (a button, a heading…). Kept in locales/notes.json.',
  noteSave: 'Save the note',
  noteSaved: 'Note saved.',
  fieldQuestion: 'question',
  fieldAnswer: 'answer',
  termTitle: 'Glossary term «{{term}}»: {{note}}',
  pageHead: 'Page title and description',
  altText:
    'On this page, this text is an image’s description (its alt text): it is not shown, but read aloud to blind visitors, and shown if the image does not load. Say what the image shows.',
  placeOnPage: 'On this page, this text is {{where}}.',
  summaryTitle: 'The checks of every file',
  summaryLoading: 'Checking every file…',
  summaryErrors: 'Errors: {{count}}. An error stops saving and the build until it is corrected.',
  summaryNoErrors: 'Errors: none. Nothing stops saving or the build.',
  summaryUnreviewed:
    'Arabic not yet marked reviewed: {{count}}. Not mistakes: no one has yet confirmed this Arabic against today’s English. They stop nothing.',
  summaryOther: 'Other warnings: {{count}}. Worth a look; they stop nothing.',
  summaryMore: 'npm run l10n:check lists each one, with its file and line.',
} as const;

export type DeskWords = Record<keyof typeof en, string>;

const ar: DeskWords = {
  title: 'مكتب المترجم',
  toggle: 'المكتب',
  toggleLabel: 'مكتب المترجم (Alt+Shift+D)',
  close: 'إغلاق',
  back: 'كل النصوص',
  pick: 'اختيار نص من الصفحة',
  pickHint: 'انقروا على نص أو صورة في الصفحة لفتحه في المكتب. وللخروج اضغطوا Escape.',
  pickLeave: 'إيقاف الاختيار',
  hint: 'انقروا على أي نص أو صورة في الصفحة مع الضغط على Alt (أو Option على أجهزة ماك) لفتحه هنا. ويفتح الاختصار Alt+Shift+D هذا المكتب.',
  find: 'البحث عن نص',
  findPlaceholder: 'كلمات بالإنجليزية أو العربية',
  findNone: 'لا يوجد نص يحتوي على هذه الكلمات.',
  findShort: 'اكتبوا حرفين على الأقل.',
  pageStrings: 'نصوص هذه الصفحة',
  pageStringsCount: 'عدد النصوص: {{count}}',
  inHead: 'لا يظهر في الصفحة: {{where}}',
  inAttribute: 'لا يظهر نصًا في الصفحة: {{where}}',
  decorative: 'هذه الصورة للزينة: ليس لها وصف عن قصد (نصها البديل فارغ)، فلا يوجد فيها ما يُترجم.',
  noKey:
    'لا يوجد هنا نص من ملفات اللغة. جرّبوا النقر على الكلمات نفسها، أو افتحوا قائمة نصوص هذه الصفحة، أو استخدموا «البحث عن نص».',
  file: 'الملف',
  key: 'المفتاح',
  line: 'السطر {{line}}',
  list: 'القائمة',
  listItem: '{{list}}: البند {{n}} من {{count}} (رقمه في الملف {{i}})',
  english: 'الإنجليزية',
  arabic: 'العربية',
  missing: 'لا يوجد نص لهذا المفتاح بهذه اللغة.',
  form: 'الصيغة',
  preview: 'معاينة النص: مصطلحات المسرد والمتغيرات والحروف الخفية مميَّزة',
  placeholder: 'المتغير {{name}}',
  hiddenChar: 'حرف خفي {{name}}: احذفوه',
  problems: 'نتائج الفحص',
  noProblems: 'لا توجد مشكلات.',
  error: 'خطأ',
  warning: 'تنبيه',
  save: 'حفظ',
  saving: 'جارٍ الحفظ…',
  saved: 'حُفظ التعديل، والصفحة تعرض النص الجديد.',
  nothingToSave: 'لم يتغير شيء.',
  draftRestored: 'أُعيد النص الذي كتبتموه ولم يُحفظ.',
  discard: 'التراجع عن التعديلات',
  stale:
    'تغيّر النص الإنجليزي منذ آخر مراجعة لهذا النص العربي. تأكدوا أن العربية ما زالت تؤدي المعنى نفسه.',
  reviewed: 'تأكيد المراجعة',
  reviewedDone: 'سُجّلت المراجعة.',
  previewOther: 'معاينة بالعربية (360 بكسل)',
  previewOtherAr: 'معاينة بالإنجليزية (360 بكسل)',
  previewClose: 'إغلاق المعاينة',
  previewTitle: 'الصفحة نفسها باللغة الأخرى',
  addItem: 'إضافة بند',
  addItemTitle: 'بند جديد في آخر {{list}}، باللغتين',
  addItemSave: 'إضافة البند',
  addItemCancel: 'إلغاء',
  addItemEmpty: 'املؤوا كل الحقول باللغتين.',
  addItemNotHere: 'لا يمكن إضافة بنود إلى هذه القائمة هنا: {{reason}}',
  serverError: 'تعذّر على المكتب تنفيذ ذلك: {{message}}',
  loading: 'جارٍ التحميل…',
  copyKey: 'نسخ المفتاح',
  copied: 'تم النسخ.',
  missingBox:
    'هذا النص غير موجود في الملف بعد: اكتبوه في المربع أدناه (نص اللغة الأخرى فوقه)، ثم احفظوا.',
  saveRefused: 'لم يُحفظ شيء: في أحد النصوص خطأ (تجدونه تحت مربعه)، فصحّحوه أولًا.',
  missingEmpty:
    'هذا النص غير موجود في الملف بعد، ولا يُبنى الموقع من دونه: اكتبوه في المربع أعلاه (نص اللغة الأخرى فوق المربع)، ثم احفظوا.',
  staleBefore: 'النص الإنجليزي عند آخر مراجعة (الكلمات المحذوفة مشطوبة):',
  staleNow: 'النص الإنجليزي الآن (الكلمات الجديدة مميَّزة):',
  staleForms: 'الصيغ المعنية: {{forms}}.',
  staleDiffForm: 'الفرق الآتي يخص الصيغة العربية {{form}}:',
  memory: 'نصوص إنجليزية مطابقة أو قريبة في مواضع أخرى من الموقع',
  memorySame: 'النص الإنجليزي نفسه',
  memoryClose: 'نص إنجليزي قريب',
  note: 'ملاحظة للمترجمين',
  noteHint: 'السياق، أو الحد الأقصى للطول، أو نوع النص (زر، عنوان…). تُحفظ في locales/notes.json.',
  noteSave: 'حفظ الملاحظة',
  noteSaved: 'حُفظت الملاحظة.',
  fieldQuestion: 'السؤال',
  fieldAnswer: 'الإجابة',
  termTitle: 'مصطلح المسرد «{{term}}»: {{note}}',
  pageHead: 'عنوان الصفحة ووصفها',
  altText:
    'هذا النص في الصفحة وصفٌ لصورة (نصها البديل، \u2068alt\u2069): لا يظهر للزوار، وإنما يقرؤه قارئ الشاشة للمكفوفين، ويظهر مكان الصورة إذا لم تُحمَّل. صِفوا فيه ما تُظهره الصورة.',
  placeOnPage: 'هذا النص في الصفحة: {{where}}.',
  summaryTitle: 'نتائج فحص كل الملفات',
  summaryLoading: 'جارٍ فحص كل الملفات…',
  summaryErrors: 'الأخطاء: {{count}}. الخطأ يمنع الحفظ ويوقف بناء الموقع حتى يُصحَّح.',
  summaryNoErrors: 'لا أخطاء: لا شيء يمنع الحفظ أو بناء الموقع.',
  summaryUnreviewed:
    'نصوص عربية لم تُسجَّل مراجعتها بعد: {{count}}. ليست أخطاء، وإنما لم يؤكد أحد بعدُ أنها توافق النص الإنجليزي الحالي، ولا توقف شيئًا.',
  summaryOther: 'تنبيهات أخرى: {{count}}. تستحق النظر، ولا توقف شيئًا.',
  summaryMore: 'ويسرد الأمر \u2068npm run l10n:check\u2069 كلًّا منها مع ملفه وسطره.',
};

/**
 * How a translator recognises each plural form: by the desk's language, then the language of the
 * form (English has two forms, Arabic six; `one` is not the same numbers in both).
 */
const forms: Record<Lang, Record<Lang, Record<string, string>>> = {
  en: {
    en: { one: 'one (1) · _one', other: 'other (0, 2 and more) · _other' },
    ar: {
      zero: 'zero (0) · _zero',
      one: 'one (1) · _one',
      two: 'two (2) · _two',
      few: 'few (3–10) · _few',
      many: 'many (11–99) · _many',
      other: 'other (100 and more) · _other',
    },
  },
  // The numbers each form is for, in words a translator uses; the key's ending (`_few`) after it,
  // isolated, so it reads whole inside the Arabic line and matches what the file shows.
  ar: {
    en: {
      one: 'العدد 1 (المفرد) · \u2068_one\u2069',
      other: 'العدد 0 والأعداد من 2 فأكثر · \u2068_other\u2069',
    },
    ar: {
      zero: 'العدد 0 · \u2068_zero\u2069',
      one: 'العدد 1 (المفرد) · \u2068_one\u2069',
      two: 'العدد 2 (المثنى) · \u2068_two\u2069',
      few: 'الأعداد من 3 إلى 10 · \u2068_few\u2069',
      many: 'الأعداد من 11 إلى 99 · \u2068_many\u2069',
      other: 'الأعداد من 100 فأكثر · \u2068_other\u2069',
    },
  },
};

export const deskLabels: Record<Lang, DeskWords> = { en, ar };

/**
 * What a string in the page's head or in an attribute is, in words a translator uses (the tag or
 * attribute itself means nothing to most of them): by what `pageStrings` records as its `detail`
 * (`<title>`, `<meta description>`, `alt`…). Unknown ones keep their technical name.
 */
const places: Record<Lang, Record<string, string>> = {
  en: {
    '<title>': 'the browser tab title',
    '<meta description>': 'the description search engines show',
    '<meta keywords>': 'the words visitors search with',
    '<meta og:title>': 'the title when the page is shared',
    '<meta twitter:title>': 'the title when the page is shared',
    '<meta og:description>': 'the description when the page is shared',
    '<meta twitter:description>': 'the description when the page is shared',
    '<meta og:site_name>': 'the site name when the page is shared',
    '<meta og:image:alt>': 'the shared picture described in words',
    '<meta twitter:image:alt>': 'the shared picture described in words',
    'JSON-LD': 'data search engines read',
    alt: 'an image described in words (read aloud to blind visitors)',
    'aria-label': 'a name read aloud by screen readers',
    title: 'a tip shown when the pointer rests on it',
    placeholder: 'the hint inside an empty field',
  },
  ar: {
    '<title>': 'عنوان تبويب المتصفح',
    '<meta description>': 'الوصف الذي تعرضه محركات البحث',
    '<meta keywords>': 'الكلمات التي يبحث بها الزوار',
    '<meta og:title>': 'العنوان عند مشاركة الصفحة',
    '<meta twitter:title>': 'العنوان عند مشاركة الصفحة',
    '<meta og:description>': 'الوصف عند مشاركة الصفحة',
    '<meta twitter:description>': 'الوصف عند مشاركة الصفحة',
    '<meta og:site_name>': 'اسم الموقع عند مشاركة الصفحة',
    '<meta og:image:alt>': 'وصف الصورة المرافقة عند المشاركة',
    '<meta twitter:image:alt>': 'وصف الصورة المرافقة عند المشاركة',
    'JSON-LD': 'بيانات تقرؤها محركات البحث',
    alt: 'وصف الصورة بالكلمات (يُقرأ للزوار المكفوفين)',
    'aria-label': 'اسم يقرؤه قارئ الشاشة',
    title: 'تلميح يظهر عند وقوف المؤشر عليه',
    placeholder: 'النص الإرشادي داخل الحقل الفارغ',
  },
};

/** The place of a string the page does not show as text, in the desk's language. */
export function placeName(lang: Lang, detail: string): string {
  return places[lang][detail] ?? detail;
}
export const pluralFormLabels = forms;
