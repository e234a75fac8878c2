/**
 * The desk's styles, inside its shadow root: the page's CSS cannot reach in, and these cannot leak
 * out. `all: initial` on the host stops the page's inherited font, colour and direction too. Logical
 * properties throughout: the desk is right to left on an Arabic page.
 */
export const deskStyles = `
:host { all: initial; }
* { box-sizing: border-box; }
.root {
  font: 15px/1.5 'IBM Plex Sans', 'IBM Plex Sans Arabic', system-ui, sans-serif;
  color: #111827;
}
[lang='ar'] { font-family: 'IBM Plex Sans Arabic', 'IBM Plex Sans', system-ui, sans-serif; }
button, input, textarea { font: inherit; color: inherit; }
button {
  cursor: pointer; padding: 6px 12px; border-radius: 6px; border: 1px solid #1e3a8a;
  background: #fff; color: #1e3a8a; line-height: 1.3;
}
button:hover { background: #eff6ff; }
button:disabled { cursor: not-allowed; opacity: 0.55; }
button.primary { background: #1d4ed8; color: #fff; border-color: #1d4ed8; }
button.primary:hover:not(:disabled) { background: #1e40af; }
button.link { border: none; background: none; padding: 2px 4px; text-decoration: underline; }
:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
code, .mono { font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace; font-size: 13px; }
.toggle {
  position: fixed; inset-block-end: 12px; inset-inline-start: 12px; z-index: 2147483646;
  background: #0b2a5b; color: #fff; border: 2px solid #fff; border-radius: 999px;
  padding: 8px 14px; font-weight: 600; box-shadow: 0 2px 8px rgb(0 0 0 / 35%);
}
.toggle:hover { background: #1e3a8a; }
.desk {
  position: fixed; inset-block: 0; inset-inline-end: 0; z-index: 2147483647;
  inline-size: min(42rem, 100vw); overflow: auto; overscroll-behavior: contain;
  background: #fff; border-inline-start: 3px solid #1d4ed8;
  box-shadow: 0 0 24px rgb(0 0 0 / 30%); padding: 12px 16px 24px;
  container-type: inline-size;
}
@media (max-width: 720px) {
  .desk {
    inset-block-start: auto; inset-inline: 0; inline-size: auto; max-block-size: 85vh;
    border-inline-start: none; border-block-start: 3px solid #1d4ed8; padding: 8px 8px 20px;
  }
}
.head { display: flex; align-items: center; gap: 8px; justify-content: space-between; }
h2 { font-size: 18px; margin: 0; }
h3 { font-size: 15px; margin: 12px 0 4px; }
h4 { font-size: 13px; margin: 10px 0 2px; color: #374151; }
h2:focus, h3:focus { outline: none; }
.bar { display: flex; flex-wrap: wrap; gap: 8px; margin-block: 8px; align-items: center; }
.hint { color: #374151; margin: 4px 0; font-size: 14px; }
.where { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; margin: 8px 0; }
.where dt { font-weight: 600; }
.where dd { margin: 0; overflow-wrap: anywhere; }
.columns { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
@container (max-width: 34rem) { .columns { grid-template-columns: 1fr; } }
.column { min-inline-size: 0; }
.field { margin-block-end: 10px; }
.field label { display: block; font-weight: 600; font-size: 14px; }
.field .line { font-weight: 400; color: #4b5563; }
textarea {
  display: block; inline-size: 100%; min-block-size: 4.5em; resize: vertical; padding: 6px 8px;
  border: 1px solid #6b7280; border-radius: 4px; background: #fff; font-size: 16px;
}
textarea.changed { border-color: #1d4ed8; box-shadow: inset 0 0 0 1px #1d4ed8; }
input[type='search'] {
  inline-size: 100%; padding: 6px 8px; border: 1px solid #6b7280; border-radius: 4px; font-size: 16px;
}
.preview {
  margin: 4px 0 0; padding: 4px 8px; background: #f9fafb; border: 1px dashed #d1d5db;
  border-radius: 4px; font-size: 14px; white-space: pre-wrap;
}
.preview-label { font-size: 12px; color: #4b5563; display: block; }
mark.hidden-char {
  unicode-bidi: isolate; background: #b91c1c; color: #fff; border-radius: 3px; padding: 0 3px;
  margin-inline: 1px; font: 11px/1.4 ui-monospace, Menlo, Consolas, monospace;
}
mark.term { background: #fef3c7; color: inherit; border-block-end: 2px dotted #b45309; }
.ph {
  background: #e0e7ff; color: #1e3a8a; border-radius: 3px; padding: 0 2px; unicode-bidi: isolate;
  font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px;
}
.problems { list-style: none; margin: 4px 0 0; padding: 0; font-size: 14px; }
.problems li { padding: 4px 8px; margin-block-end: 4px; border-inline-start: 4px solid; background: #f9fafb; }
.problems li.error { border-color: #b91c1c; color: #7f1d1d; background: #fef2f2; }
.problems li.warning { border-color: #b45309; color: #78350f; background: #fffbeb; }
.problems li.ok { border-color: #15803d; color: #14532d; background: #f0fdf4; }
.problems pre, .frame { white-space: pre-wrap; margin: 4px 0 0; font-size: 12px; direction: ltr; text-align: start; }
.stale { border: 1px solid #c2410c; background: #fff7ed; color: #7c2d12; padding: 8px; border-radius: 6px; margin: 8px 0; }
.status { min-block-size: 1.5em; margin: 8px 0 0; font-weight: 600; }
/* A message (saved, refused) stays in view at the foot of the desk, however long the key is. */
.status:not(:empty) {
  position: sticky; inset-block-end: -24px; background: #fff; padding-block: 8px 16px;
  border-block-start: 1px solid #d1d5db; box-shadow: 0 -4px 8px rgb(255 255 255 / 90%);
}
@media (max-width: 720px) { .status:not(:empty) { inset-block-end: -20px; } }
.status.error { color: #b91c1c; }
.status.ok { color: #15803d; }
.message-error { color: #7f1d1d; background: #fef2f2; border: 1px solid #b91c1c; padding: 8px; border-radius: 6px; }
.group { margin-block-end: 8px; }
.strings { list-style: none; margin: 0; padding: 0; }
.strings li { margin: 0; }
.strings button {
  display: block; inline-size: 100%; text-align: start; border: none; border-block-end: 1px solid #e5e7eb;
  border-radius: 0; padding: 6px 4px; color: #111827;
}
.strings button:hover, .strings button:focus-visible { background: #eff6ff; }
.strings code { display: block; color: #1e3a8a; }
.strings .where-tag { display: block; font-size: 12px; color: #6b7280; }
/* Key paths and file names are Latin, left to right; in an Arabic desk they still line up right. */
[dir='rtl'] .strings code, [dir='rtl'] h4.mono { text-align: right; }
.add { border: 1px solid #9ca3af; border-radius: 6px; padding: 8px; margin-block: 8px; }
.frame-wrap { overflow-x: auto; margin-block: 8px; }
iframe { inline-size: 360px; block-size: 640px; border: 1px solid #6b7280; display: block; background: #fff; }
.outline {
  position: fixed; pointer-events: none; z-index: 2147483645;
  outline: 2px dashed #be185d; background: rgb(190 24 93 / 8%);
}
.outline-label {
  position: fixed; pointer-events: none; z-index: 2147483646; background: #831843; color: #fff;
  font: 12px/1.4 ui-monospace, Menlo, monospace; padding: 2px 6px; border-radius: 4px; direction: ltr;
}
.pick-banner {
  position: fixed; inset-block-end: 12px; inset-inline: 8px; margin-inline: auto; max-inline-size: 36rem;
  z-index: 2147483646; background: #831843; color: #fff; padding: 8px 12px; border-radius: 8px;
  display: flex; gap: 12px; align-items: center; justify-content: space-between;
  box-shadow: 0 2px 10px rgb(0 0 0 / 35%);
}
.pick-banner button { background: #fff; color: #831843; border-color: #fff; }
.visually-hidden {
  position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
.diff p { margin: 2px 0; }
.diff del { background: #fee2e2; color: #991b1b; }
.diff ins { background: #dcfce7; color: #14532d; text-decoration: none; font-weight: 600; }
.field.missing textarea { border: 2px dashed #c2410c; background: #fffbeb; }
.twin { margin: 2px 0 4px; color: #374151; font-size: 13px; }
.note { margin: 8px 0; }
.note textarea { width: 100%; box-sizing: border-box; font: inherit; }
.memory h3 { font-size: 14px; margin: 12px 0 4px; }
bdi { unicode-bidi: isolate; }
bdi.whole { white-space: nowrap; }
.problems bdi.other-lang { display: block; text-align: start; }
`;
