/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { ROLES } from '../../src/shared/roles/roles.js';
import {
  ORDER_STATES, PAYMENT_MACHINE_STATES, PAYMENT_METHODS, PAYMENT_STATES, PLATFORMS, SHIPMENT_MACHINE_STATES, SHIPMENT_STATES,
} from '../../src/shared/schema/order.js';

/** A text that does not fit its box: what it says and the element that cuts it. */
export interface Cut { text: string; where: string }

/**
 * Every element that clips its text (overflow hidden or clip, an ellipsis, or no wrapping) and whose
 * content is wider or taller than its box. Scroll containers are left out: their text is reachable.
 */
export function cutTexts(page: Page): Promise<Cut[]> {
  return page.evaluate(() => {
    const cuts: { text: string; where: string }[] = [];
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (['INPUT', 'TEXTAREA', 'SELECT', 'OPTION', 'SCRIPT', 'STYLE', 'svg', 'CANVAS', 'IMG'].includes(el.tagName)) continue;
      if (el.closest('.sr-only, [aria-hidden="true"], svg')) continue;
      // a map clips what lies beyond its view on purpose: it pans to it
      if (el.closest('.leaflet-container')) continue;
      if (el.clientWidth <= 1 || el.clientHeight <= 1) continue;
      const cs = getComputedStyle(el);
      if (cs.display === 'inline' || cs.visibility === 'hidden') continue;
      // a preview clamped to its lines on purpose (a help article's first lines) is not a cut label
      if (cs.getPropertyValue('-webkit-line-clamp') !== 'none' && cs.getPropertyValue('-webkit-line-clamp') !== '') continue;
      const scrolls = (v: string) => v === 'auto' || v === 'scroll';
      const clipsX = cs.overflowX === 'hidden' || cs.overflowX === 'clip' || cs.textOverflow === 'ellipsis' || cs.whiteSpace === 'nowrap' || cs.whiteSpace === 'pre';
      const clipsY = cs.overflowY === 'hidden' || cs.overflowY === 'clip';
      // scrollWidth rounds: a word 0.4 px too wide passes it and still ends in an ellipsis
      const range = document.createRange();
      range.selectNodeContents(el);
      const box = el.getBoundingClientRect();
      const end = box.right - parseFloat(cs.paddingRight) - parseFloat(cs.borderRightWidth);
      const wide = !scrolls(cs.overflowX) && clipsX && (el.scrollWidth > el.clientWidth + 1 || range.getBoundingClientRect().right > end + 0.1);
      const tall = !scrolls(cs.overflowY) && clipsY && el.scrollHeight > el.clientHeight + 1;
      if (!wide && !tall) continue;
      const text = (el.innerText || '').replace(/\s+/g, ' ').trim();
      // text said to screen readers only is clipped on purpose
      const hidden = Array.from(el.querySelectorAll<HTMLElement>('.sr-only')).map((s) => s.innerText).join(' ').replace(/\s+/g, ' ').trim();
      if (!text || text === hidden) continue;
      // a table's data value (a long name) may end in an ellipsis when its cell says it whole on hover
      const cell = el.closest<HTMLElement>('[role="gridcell"], td');
      if (cell?.title && cell.title.replace(/\s+/g, ' ').includes(text)) continue;
      cuts.push({ text: text.slice(0, 80), where: `${describe(el)} ${wide ? `${el.scrollWidth}>${el.clientWidth}px wide` : `${el.scrollHeight}>${el.clientHeight}px tall`}` });
    }
    // a list scrolls sideways only on a screen too narrow for it, not on a laptop's
    for (const grid of Array.from(document.querySelectorAll<HTMLElement>('[role="grid"]'))) {
      if (grid.scrollWidth > grid.clientWidth + 1) cuts.push({ text: grid.getAttribute('aria-label') ?? 'a table', where: `table ${grid.scrollWidth}>${grid.clientWidth}px wide: it scrolls sideways` });
    }
    // an empty field's placeholder is its label until something is typed: it must show whole too
    const ruler = document.createElement('canvas').getContext('2d')!;
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]'))) {
      if (input.value || input.clientWidth <= 1 || input.tagName === 'TEXTAREA') continue;
      const cs = getComputedStyle(input);
      ruler.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      // a search field keeps the place of its clear button (about 16 px in Chromium)
      const room = input.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - (input.type === 'search' ? 16 : 0);
      const width = ruler.measureText(input.placeholder).width;
      if (width > room + 1) cuts.push({ text: input.placeholder.slice(0, 80), where: `placeholder of ${describe(input)} ${Math.ceil(width)}>${Math.floor(room)}px wide` });
    }
    // the innermost element names the cut best; its clipping ancestors say the same again
    return cuts.filter((c, i) => cuts.findIndex((d) => d.text === c.text) === i);
  });
}

/** Values that reach the screen only when something forgot to translate them (matched whole and case-sensitively). */
export const RAW_IDS: ReadonlySet<string> = new Set([
  ...ROLES.filter((r) => r.includes('_')),
  ...ORDER_STATES, ...PAYMENT_STATES, ...SHIPMENT_STATES, ...PAYMENT_MACHINE_STATES, ...SHIPMENT_MACHINE_STATES,
  ...PAYMENT_METHODS, ...PLATFORMS.filter((p) => p !== 'pos'), 'orders_view', 'customer', 'driver', 'merchant',
]);

/** English words of the console's own chrome; a product's or a person's name never uses them. */
export const ENGLISH_WORDS: ReadonlySet<string> = new Set([
  'Loading', 'Save', 'Cancel', 'Edit', 'Search', 'Close', 'Yes', 'No', 'Done', 'Back', 'Next', 'Previous', 'Actions',
  'Name', 'Total', 'State', 'Status', 'Created', 'Updated', 'Roles', 'Role', 'Orders', 'Products', 'Users', 'Settings', 'main',
  'Approve', 'Approved', 'Payment', 'Shipment', 'Platform', 'Filter', 'Remove', 'Add', 'More',
]);

/** Text that may hold Latin words of its own: emails, urls, skus, codes and numbers. */
const NEUTRAL = /\S+@\S+|https?:\/\/\S+|[\w.-]*\/[\w/.-]+|\b[A-Z]{1,4}[-\d][\w-]*\b|\b\w*\d\w*\b/g;

/** The raw ids and English chrome words in a screen's visible text, its aria-labels and its titles. */
export async function untranslated(page: Page): Promise<string[]> {
  const { text, labels } = await page.evaluate(() => {
    const labels: { said: string; data: boolean }[] = [];
    for (const el of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))) {
      if ((el as HTMLElement).closest('[hidden]')) continue;
      // a table cell's title repeats its data (a brand's Latin name); every other label is the console's
      const data = el.matches('[role="gridcell"], td');
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(a);
        if (v) labels.push({ said: `${a}="${v}"`, data });
      }
    }
    return { text: document.body.innerText, labels };
  });
  const found = new Set<string>();
  for (const chunk of [text, ...labels.map((l) => l.said)]) {
    const said = chunk === text ? text : chunk.slice(chunk.indexOf('"'));
    for (const word of said.replace(NEUTRAL, ' ').match(/[A-Za-z_]+/g) ?? []) {
      if (RAW_IDS.has(word) || ENGLISH_WORDS.has(word)) found.add(chunk === text ? word : `${word} in ${chunk}`);
    }
  }
  // a screen-reader label or a tooltip of the console in Mongolian says something in Mongolian
  for (const { said, data } of labels) {
    const value = said.slice(said.indexOf('"') + 1, -1);
    if (!data && !/[А-Яа-яЁёӨөҮү]/.test(value) && /[A-Za-z]{3,}/.test(value.replace(NEUTRAL, ' '))) found.add(`label without Mongolian: ${said}`);
  }
  return [...found];
}
