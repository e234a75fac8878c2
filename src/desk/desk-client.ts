import { findMarkers, stripMarkers } from '@/i18n/desk-markers';
import { formatProblem, type Problem } from '@/l10n/problem';
import { checkString } from '@/l10n/string-checks';
import type { DeskEntry } from './desk-server';
import { deskLabels } from './desk-labels';

/**
 * The translator's desk in the browser (`npm run dev` only; scripts/dev.mjs adds this script).
 * Alt+click a text: a panel shows its file and key, the English and the Arabic side by side in
 * their own directions, the checks as you type, and saves the value into the locale file. The
 * keys come from invisible markers around every string (src/i18n/desk-markers.ts).
 */

const lang = document.documentElement.lang === 'ar' ? 'ar' : 'en';
const words = deskLabels[lang];
const reopenKey = 'aatc-desk-open';

const host = document.createElement('div');
host.setAttribute('data-desk', '');
document.body.append(host);
const shadow = host.attachShadow({ mode: 'open' });
shadow.innerHTML = `<style>
  .panel { position: fixed; inset-block-end: 0; inset-inline: 0; max-block-size: 70vh; overflow: auto;
    background: #fff; color: #111; border-block-start: 3px solid #1d4ed8; padding: 12px 16px;
    font: 15px/1.5 system-ui, sans-serif; z-index: 2147483647; box-shadow: 0 -4px 16px #0003; }
  .panel[hidden] { display: none; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  @media (max-width: 640px) { .row { grid-template-columns: 1fr; } }
  textarea { inline-size: 100%; min-block-size: 5em; font: inherit; box-sizing: border-box; }
  .meta { font-family: ui-monospace, monospace; font-size: 13px; color: #333; }
  .error { color: #b91c1c; } .warning { color: #92400e; }
  button { font: inherit; margin-inline-end: 8px; padding: 4px 10px; }
  iframe { inline-size: 360px; block-size: 640px; border: 1px solid #999; }
  ul { padding-inline-start: 1.2em; }
</style><div class="panel" role="dialog" aria-label="${words.title}" hidden></div>`;
const panel = shadow.querySelector<HTMLDivElement>('.panel') as HTMLDivElement;

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  attrs: Record<string, string> = {},
) => {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  return node;
};

async function call<T>(url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: { 'Content-Type': 'application/json', 'X-Desk': '1' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(data.error ?? response.statusText);
  return data;
}

function problemList(problems: Problem[]): HTMLElement {
  const list = el('ul');
  if (!problems.length) list.append(el('li', words.noProblems));
  for (const problem of problems)
    list.append(el('li', formatProblem(problem), { class: problem.severity }));
  return list;
}

function close(): void {
  panel.hidden = true;
  panel.replaceChildren();
  sessionStorage.removeItem(reopenKey);
}

async function open(id: string): Promise<void> {
  sessionStorage.setItem(reopenKey, id);
  const entry = await call<DeskEntry>(`/__desk/entry?id=${encodeURIComponent(id)}`);
  panel.replaceChildren();
  panel.hidden = false;
  panel.append(el('h2', words.title));
  const index = entry.list
    ? ` — ${words.item.replace('{{n}}', String(entry.list.index + 1)).replace('{{i}}', String(entry.list.index))}`
    : '';
  panel.append(
    el(
      'p',
      `${words.file}: locales/{en,ar}/${entry.ns}.json — ${words.key}: ${entry.path}${index}`,
      { class: 'meta' },
    ),
  );
  if (entry.stale) panel.append(el('p', words.stale, { class: 'warning' }));
  for (const form of entry.forms) {
    if (form.form) panel.append(el('h3', form.form, { class: 'meta' }));
    const row = el('div', undefined, { class: 'row' });
    const problems = el('div');
    const boxes = (['en', 'ar'] as const).map((lng) => {
      const label = el(
        'label',
        `${lng === 'en' ? words.english : words.arabic} (${words.line} ${(lng === 'en' ? form.enLine : form.arLine) ?? '?'})`,
      );
      const box = el('textarea', undefined, {
        dir: lng === 'ar' ? 'rtl' : 'ltr',
        lang: lng,
        'data-lng': lng,
      });
      box.value = (lng === 'en' ? form.en : form.ar) ?? '';
      box.disabled = (lng === 'en' ? form.en : form.ar) === undefined;
      label.append(el('br'), box);
      row.append(label);
      return box;
    });
    const [enBox, arBox] = boxes as [HTMLTextAreaElement, HTMLTextAreaElement];
    const recheck = () =>
      problems.replaceChildren(
        problemList([
          ...(enBox.disabled
            ? []
            : checkString({
                lng: 'en',
                ns: entry.ns,
                path: form.path,
                value: enBox.value,
                other: arBox.value,
              })),
          ...(arBox.disabled
            ? []
            : checkString({
                lng: 'ar',
                ns: entry.ns,
                path: form.path,
                value: arBox.value,
                other: enBox.value,
              })),
        ]),
      );
    enBox.addEventListener('input', recheck);
    arBox.addEventListener('input', recheck);
    recheck();
    const save = el('button', words.save, { type: 'button' });
    save.addEventListener('click', () => {
      void (async () => {
        try {
          for (const box of boxes) {
            const lng = box.dataset.lng as 'en' | 'ar';
            if (box.disabled || box.value === ((lng === 'en' ? form.en : form.ar) ?? '')) continue;
            await call('/__desk/save', { ns: entry.ns, path: form.path, lng, value: box.value });
          }
          problems.replaceChildren(el('p', words.saved));
          window.location.reload();
        } catch (error) {
          problems.replaceChildren(el('p', String(error), { class: 'error' }));
        }
      })();
    });
    panel.append(row, problems, save);
  }
  const actions = el('p');
  if (entry.stale) {
    const reviewed = el('button', words.reviewed, { type: 'button' });
    reviewed.addEventListener(
      'click',
      () => void call('/__desk/review', { ns: entry.ns, path: entry.path }).then(() => open(id)),
    );
    actions.append(reviewed);
  }
  const preview = el('button', words.preview, { type: 'button' });
  preview.addEventListener('click', () => {
    const other = document.querySelector<HTMLLinkElement>(
      `link[rel="alternate"][hreflang="${lang === 'ar' ? 'en' : 'ar'}"]`,
    );
    if (other)
      actions.append(
        el('br'),
        el('iframe', undefined, { src: new URL(other.href).pathname, title: words.preview }),
      );
  });
  const closeButton = el('button', words.close, { type: 'button' });
  closeButton.addEventListener('click', close);
  actions.append(preview, closeButton);
  panel.append(actions);
  panel.querySelector<HTMLTextAreaElement>('textarea:not([disabled])')?.focus();
}

/** Every marked string on the page, head included, for texts no one can click. */
function pageStrings(): void {
  const ids = new Set<string>();
  const texts = [
    document.title,
    ...[...document.querySelectorAll('meta[content]')].map((m) => m.getAttribute('content') ?? ''),
    document.body.innerText,
  ];
  for (const element of document.body.querySelectorAll(
    '[alt],[aria-label],[placeholder],[title]',
  )) {
    for (const name of ['alt', 'aria-label', 'placeholder', 'title'])
      texts.push(element.getAttribute(name) ?? '');
  }
  for (const text of texts) for (const marker of findMarkers(text)) ids.add(marker.id);
  panel.replaceChildren(el('h2', words.pageStrings), el('p', words.hint));
  panel.hidden = false;
  const list = el('ul');
  for (const id of [...ids].sort()) {
    const item = el('li');
    const button = el('button', id, { type: 'button', class: 'meta' });
    button.addEventListener('click', () => void open(id));
    item.append(button);
    list.append(item);
  }
  const closeButton = el('button', words.close, { type: 'button' });
  closeButton.addEventListener('click', close);
  panel.append(list, closeButton);
  list.querySelector('button')?.focus();
}

/** The innermost marked string at a point: the text under the pointer, else the element's attributes. */
function markerAt(event: MouseEvent): string | undefined {
  const target = event.target instanceof Element ? event.target : null;
  const caret = document.caretPositionFromPoint?.(event.clientX, event.clientY);
  let node: Node | null = caret?.offsetNode ?? target;
  for (let depth = 0; node && depth < 6; depth += 1, node = node.parentNode) {
    const text = node.textContent ?? '';
    const markers = findMarkers(text);
    if (!markers.length) continue;
    let offset = text.length;
    if (caret && node.contains(caret.offsetNode)) {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      let counted = 0;
      for (let current = walker.nextNode(); current; current = walker.nextNode()) {
        if (current === caret.offsetNode) {
          offset = counted + caret.offset;
          break;
        }
        counted += current.textContent?.length ?? 0;
      }
    }
    const inside = markers
      .filter((m) => m.start <= offset && offset <= m.end)
      .sort((a, b) => b.depth - a.depth);
    return (inside[0] ?? markers[0])?.id;
  }
  for (const name of ['alt', 'aria-label', 'placeholder', 'title']) {
    const found = findMarkers(target?.getAttribute(name) ?? '')[0];
    if (found) return found.id;
  }
  return undefined;
}

document.addEventListener(
  'click',
  (event) => {
    if (!event.altKey || host.contains(event.target as Node)) return;
    event.preventDefault();
    event.stopPropagation();
    const id = markerAt(event);
    if (id) void open(id);
    else {
      panel.replaceChildren(el('p', words.noKey));
      panel.hidden = false;
    }
  },
  true,
);
document.addEventListener('keydown', (event) => {
  if (event.altKey && event.shiftKey && event.code === 'KeyD') pageStrings();
  if (event.key === 'Escape' && !panel.hidden) close();
});

const reopen = sessionStorage.getItem(reopenKey);
if (reopen) void open(reopen);

// Keeps `stripMarkers` reachable for the console: `desk.strip(text)` shows a text without markers.
Object.assign(window, { desk: { strip: stripMarkers } });
