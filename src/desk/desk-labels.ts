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
  inHead: 'in the page head: {{where}}',
  inAttribute: 'attribute {{where}}',
  noKey:
    'No text from the locale files here. Try the words themselves, the list of strings on this page, or Find text.',
  file: 'File',
  key: 'Key',
  line: 'line {{line}}',
  list: 'List',
  listItem: 'List {{list}}, item {{n}} (index {{i}}) of {{count}}',
  english: 'English',
  arabic: 'Arabic',
  missing: 'There is no text for this key in this language.',
  form: 'Form',
  preview: 'As it reads: glossary terms and placeholders marked',
  placeholder: 'placeholder {{name}}',
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
} as const;

export type DeskWords = Record<keyof typeof en, string>;

const ar: DeskWords = {
  title: 'مكتب المترجم',
  toggle: 'المكتب',
  toggleLabel: 'مكتب المترجم (Alt+Shift+D)',
  close: 'إغلاق',
  back: 'كل النصوص',
  pick: 'اختيار نص من الصفحة',
  pickHint: 'انقروا على نص أو صورة لفتح نصها. زر Escape للخروج.',
  pickLeave: 'إيقاف الاختيار',
  hint: 'النقر مع Alt (أو Option) على أي نص أو صورة يفتح نصها. ويفتح Alt+Shift+D هذا المكتب.',
  find: 'البحث عن نص',
  findPlaceholder: 'كلمات بالإنجليزية أو العربية',
  findNone: 'لا يوجد نص فيه هذه الكلمات.',
  findShort: 'اكتبوا حرفين على الأقل.',
  pageStrings: 'نصوص هذه الصفحة',
  pageStringsCount: 'عدد النصوص: {{count}}',
  inHead: 'في رأس الصفحة: {{where}}',
  inAttribute: 'في السمة {{where}}',
  noKey:
    'لا يوجد هنا نص من ملفات اللغة. جرّبوا الكلمات نفسها، أو قائمة نصوص هذه الصفحة، أو البحث عن نص.',
  file: 'الملف',
  key: 'المفتاح',
  line: 'السطر {{line}}',
  list: 'القائمة',
  listItem: 'القائمة {{list}}، البند {{n}} (الفهرس {{i}}) من {{count}}',
  english: 'الإنجليزية',
  arabic: 'العربية',
  missing: 'لا يوجد نص لهذا المفتاح بهذه اللغة.',
  form: 'الصيغة',
  preview: 'كما يُقرأ: مصطلحات المسرد والمتغيرات معلَّمة',
  placeholder: 'المتغير {{name}}',
  problems: 'الفحوص',
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
  reviewed: 'تمت المراجعة',
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
  copied: 'نُسخ.',
};

/**
 * How a translator recognises each plural form: by the desk's language, then the language of the
 * form (English has two forms, Arabic six; `one` is not the same numbers in both).
 */
const forms: Record<Lang, Record<Lang, Record<string, string>>> = {
  en: {
    en: { one: 'one (1)', other: 'other (0, 2 and more)' },
    ar: {
      zero: 'zero (0)',
      one: 'one (1)',
      two: 'two (2)',
      few: 'few (3–10)',
      many: 'many (11–99)',
      other: 'other (100 and more)',
    },
  },
  ar: {
    en: { one: 'one (واحد: 1)', other: 'other (0، ومن 2 فأكثر)' },
    ar: {
      zero: 'zero (صفر: 0)',
      one: 'one (واحد: 1)',
      two: 'two (اثنان: 2)',
      few: 'few (من 3 إلى 10)',
      many: 'many (من 11 إلى 99)',
      other: 'other (100 فأكثر)',
    },
  },
};

export const deskLabels: Record<Lang, DeskWords> = { en, ar };
export const pluralFormLabels = forms;
