import { createRoot } from 'react-dom/client';
import { createElement } from 'react';
import { deskFlag } from '@/i18n/desk-markers';
import { cleanCopies } from './desk-copy';
import { DeskApp } from './desk-panel';
import { deskStyles } from './desk-styles';

/**
 * The translator's desk in the browser (`npm run dev` only: scripts/dev.mjs adds this script to
 * every page it renders; the build never sees it). Alt+click a text, or open the desk with its
 * button or Alt+Shift+D: a panel shows the string's file and key, the English and the Arabic side
 * by side, checks them as the translator types, and saves them into the locale files. The keys
 * come from invisible markers around every string (src/i18n/desk-markers.ts).
 *
 * The panel lives in a shadow root: the page's CSS does not reach it, its CSS does not reach the
 * page, and the page's own markup (what hydrates) is untouched.
 */

function start(): void {
  // The preview of the other language is this same dev page in an iframe: markers yes, no desk.
  if (window.top !== window) return;
  (globalThis as Record<string, unknown>)[deskFlag] = true;
  const host = document.createElement('div');
  host.setAttribute('data-desk', '');
  // Room after the footer for the desk's button (fixed at the foot of the window): scrolled to the
  // end, the page's last line (the copyright) sits above the button, not under it, and Alt+click
  // reaches it.
  host.style.display = 'block';
  host.style.blockSize = '64px';
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = deskStyles;
  const container = document.createElement('div');
  shadow.append(style, container);
  createRoot(container).render(createElement(DeskApp, { host }));
  // A sentence copied from the page carries no marker into a locale file.
  cleanCopies(document, host);
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', start, { once: true });
} else {
  start();
}
