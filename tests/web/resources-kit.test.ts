/// <reference lib="dom" />
// Issue 14: every plain resource declared on the kit opens its screen in Chromium; for one resource
// of each form shape a row is created there from the keyboard alone (for one resource of each area
// also found, opened and deleted); in Mongolian the screen says everything in Mongolian and whole.
// A resource declared later is a new case by itself.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { websites } from '../../src/shared/commands/system.js';
import { vendors } from '../../src/shared/commands/merchant.js';
import type { AnyResource } from '../../src/shared/resources/define.js';
import { RESOURCES } from '../../src/shared/resources/registry.js';
import { ROUTES } from '../../src/shared/roles/routes.js';
import type { z } from 'zod';
import { describeShape, flatten, pickFields } from '../../src/web/kit/form/fields.js';
import { startWeb, visit, type WebHarness } from '../helpers/browser.js';
import { newRow } from '../helpers/resource-rows.js';
import { cutTexts, untranslated } from './fit-checks.js';

let web: WebHarness;
let admin: ApiClient;
/** One sign-in for every case: a login hashes a password, and this file has a hundred cases. */
let adminToken: string;
/** The vendor chosen in the header for a vendor's own resources (contracts, contacts). */
let vendorId: number;
beforeAll(async () => {
  web = await startWeb();
  ({ api: admin, token: adminToken } = await web.server.login('admin@demo.mn'));
  vendorId = (await admin.call(vendors, { per_page: 1 })).items[0]!.id;
});
afterAll(async () => {
  await web?.close();
});

const screens = RESOURCES.filter((r) => r.def.routes?.length && r.create);
const readOnlyScreens = RESOURCES.filter((r) => r.def.routes?.length && r.def.readOnly);

/** The list's path of a resource's first route, without its optional id. */
function listPath(resource: AnyResource): string {
  const route = ROUTES.find((r) => r.id === resource.def.routes![0]!.list)!;
  return route.path.replace(/\/:id\?$/, '');
}

/** A website the resource may be used on (its `websites`/`features`), or none when it has no limit. */
async function siteFor(resource: AnyResource) {
  const { def } = resource;
  if (!def.websites && !def.features) return undefined;
  return (await admin.call(websites, {})).items.find((w) =>
    (!def.websites || def.websites.includes(w.index)) && (!def.features || def.features.some((f) => w.features.includes(f))));
}

/** The admin's API client on that website: a resource limited to air booking is not read on the shop's. */
async function adminOn(resource: AnyResource): Promise<ApiClient> {
  const site = await siteFor(resource);
  const vendor = resource.def.vendor ? vendorId : undefined;
  return site || vendor ? web.server.client({ token: adminToken, websiteId: site?.id, vendorId: vendor }) : admin;
}

/** Pages kept open, one per language, website and vendor: a resource's screen is reached by a link, not a reload. */
const pages = new Map<string, Page>();

/** The admin, signed in, on a website the resource may be used on, in a language, at the resource's list. */
async function open(resource: AnyResource, language: 'en' | 'mn'): Promise<Page> {
  const { def } = resource;
  const site = await siteFor(resource);
  const key = `${language}|${site?.index ?? ''}|${def.vendor ? vendorId : ''}`;
  let page = pages.get(key);
  if (page) {
    await visit(page, listPath(resource));
  } else {
    const context = await web.context();
    const state = JSON.stringify({ version: 'v0.0.3', state: { tenantId: def.vendor ? vendorId : null, websiteIndex: site?.index ?? null, language, theme: 'light', sidebarCollapsed: false } });
    await context.addInitScript(([t, s]) => {
      if (sessionStorage.getItem('bo-test-signed')) return;
      localStorage.setItem('back_office.token', t!);
      localStorage.setItem('back_office', s!);
      sessionStorage.setItem('bo-test-signed', '1');
    }, [adminToken, state]);
    page = await context.newPage();
    pages.set(key, page);
    await page.goto(listPath(resource));
  }
  await page.getByTestId(`resource-${def.name}-table-grid`).waitFor();
  await page.locator(`[data-testid="resource-${def.name}-table-loading"]`).waitFor({ state: 'detached' });
  return page;
}

/** The focused element: its field name, kind and value, or what it is when not a field. */
const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLInputElement | HTMLSelectElement | null;
  return { tag: el?.tagName ?? '', type: (el as HTMLInputElement | null)?.type ?? '', name: el?.getAttribute('name') ?? '', value: el?.value ?? '',
    checked: (el as HTMLInputElement | null)?.checked ?? false, submit: el?.matches('button[type="submit"]') ?? false, role: el?.getAttribute('role') ?? '',
    addRow: el?.getAttribute('data-testid')?.match(/^(.+)-add-row$/)?.[1] ?? null };
});

/** Fills the focused form by keyboard, field after field with Tab, the values `row` gives; stops at its submit button. */
async function typeForm(page: Page, row: Record<string, unknown>): Promise<void> {
  for (let step = 0; step < 80; step++) {
    const f = await focused(page);
    if (f.submit) return;
    if (f.addRow) {
      // an array of small objects: a line of inputs per element; Enter adds one, Shift+Tab walks back to its first input
      const want = (row[f.addRow] as unknown[] | undefined)?.length ?? 0;
      const lines = page.getByTestId(`${f.addRow}-row`);
      if ((await lines.count()) < want) {
        await page.keyboard.press('Enter');
        const inputs = await lines.last().locator('input, select').count();
        for (let i = 0; i <= inputs; i++) await page.keyboard.press('Shift+Tab');
        continue;
      }
    }
    // `answers.0.text_en` names a field of an array's element
    const at = f.name.split('.').reduce<unknown>((v, k) => (v == null ? undefined : (v as Record<string, unknown>)[k]), row);
    // an array of words or numbers is typed in one input, comma-separated
    const want = Array.isArray(at) && at.every((v) => typeof v !== 'object') ? at.join(', ') : at;
    if (want !== undefined && !Array.isArray(want) && typeof want !== 'object') {
      if (f.type === 'checkbox') {
        if (f.checked !== want) await page.keyboard.press('Space');
      } else if (f.tag === 'SELECT') {
        // a closed select steps through its options with the arrow keys: as many as lie between, then one look
        const steps = await page.evaluate((v) => {
          const el = document.activeElement as HTMLSelectElement;
          return Array.prototype.findIndex.call(el.options, (o: HTMLOptionElement) => o.value === v) - el.selectedIndex;
        }, String(want));
        for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
        expect((await focused(page)).value, f.name).toBe(String(want));
      } else if (f.type === 'date') {
        // a date input takes its segments in the browser's locale order (en-US: month, day, year)
        const [y, m, d] = String(want).split('-');
        await page.keyboard.type(`${m}${d}${y}`);
      } else {
        await page.keyboard.press('Control+a');
        await page.keyboard.type(String(want));
      }
    }
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached the submit button');
}

/**
 * Finding, opening and deleting a row is the kit's one code path whatever the resource: it runs on
 * the first resource of each area (a browser run per resource would take minutes of CI for nothing new).
 */
const fullCycle = new Set(screens.filter((r, i) => screens.findIndex((o) => o.def.area === r.def.area) === i).map((r) => r.def.name));

/**
 * What the keyboard meets in a resource's form: the kinds of its inputs (a rows field with its
 * columns' kinds) and the kit options that change the form (₮, refs, parent, secrets, reveal, vendor,
 * a website limit). Forms are generated from these alone, so typing one form of each shape covers them all.
 */
function shapeOf(resource: AnyResource): string[] {
  const { def } = resource;
  const specs = pickFields(describeShape(resource.create!.input as z.ZodType), def.form);
  const kinds = flatten(specs).map((s) => (s.kind === 'rows' ? `rows(${s.children!.map((c) => c.kind).join(',')})` : s.kind));
  const options = (['money', 'refs', 'parent', 'secrets', 'reveal', 'vendor', 'websites', 'features'] as const).filter((o) => def[o]);
  return [...kinds, ...options];
}

/** Resources whose form is typed in the browser: each area's first, then any that brings a shape not yet typed. */
const typed = new Set<string>();
{
  const covered = new Set<string>();
  for (const r of screens) {
    const shape = shapeOf(r);
    if (fullCycle.has(r.def.name) || shape.some((s) => !covered.has(s))) {
      typed.add(r.def.name);
      shape.forEach((s) => covered.add(s));
    }
  }
}

describe('every declared resource in the browser', () => {
  it.each(screens.map((r) => [r.def.name, r] as const))('%s: the list opens; n, typing, Ctrl+Enter create a row (one per form shape; one per area: Esc, /, j, Enter open it, Delete removes it); in Mongolian translated and whole', async (_name, resource) => {
    const { def } = resource;
    if (!typed.has(def.name)) {
      // a form of a shape already typed: its list and form are only read, in Mongolian
      const page = await open(resource, 'mn');
      await expectWholeMongolianForm(page, resource);
      return;
    }
    const page = await open(resource, 'en');
    const api = await adminOn(resource);
    const row = await newRow(resource, api);

    await page.keyboard.press('n');
    const form = page.getByTestId(`resource-${def.name}-create-form`);
    await form.waitFor();
    // the first field takes the focus once laid out
    await expect.poll(() => page.evaluate((id) => !!document.activeElement?.closest(`[data-testid="${id}"]`), `resource-${def.name}-create-form`)).toBe(true);
    await typeForm(page, row);
    await page.keyboard.press('Control+Enter');
    const edit = page.getByTestId(`resource-${def.name}-edit`);
    await edit.waitFor();
    if (def.reveal) {
      // a value answered once (an API key) is shown before anything else: Enter says it was copied
      await page.getByTestId('confirm-code').waitFor();
      await page.keyboard.press('Enter');
      await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
    }
    const id = Number(await edit.getAttribute('data-id'));
    const { item } = await api.call(resource.get, { id } as never) as { item: Record<string, unknown> };
    for (const field of def.unique ?? []) expect(item[field], field).toBe(row[field]);

    if (fullCycle.has(def.name)) await findAndDelete(page, resource, api, row, id);

    await expectWholeMongolianForm(await open(resource, 'mn'), resource);
  });
});

/** n opens the create form beside the list; nothing on the page is cut or left in English. */
async function expectWholeMongolianForm(page: Page, resource: AnyResource): Promise<void> {
  await page.keyboard.press('n');
  await page.getByTestId(`resource-${resource.def.name}-create-form`).waitFor();
  // the table measures itself again once the panel has narrowed it (cut text says itself whole on hover)
  const problems = async () => [...(await cutTexts(page)).map((c) => `"${c.text}" does not fit (${c.where})`), ...(await untranslated(page)).map((w) => `untranslated ${w}`)];
  await expect.poll(problems).toEqual([]);
}

/** Back to the list, the row found by its unique text and opened from the table; Delete asks, Enter confirms. */
async function findAndDelete(page: Page, resource: AnyResource, api: ApiClient, row: Record<string, unknown>, id: number): Promise<void> {
  const { def } = resource;
  const edit = page.getByTestId(`resource-${def.name}-edit`);
  const editUrl = page.url();
  await page.keyboard.press('Escape');
  await edit.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe(listPath(resource));
  const searchable = def.unique?.find((f) => def.list.search?.includes(f));
  if (searchable) {
    await page.keyboard.press('/');
    await page.keyboard.type(String(row[searchable]));
    await expect.poll(() => page.getByTestId(`resource-${def.name}-table-row`).count()).toBe(1);
    for (let i = 0; i < 20 && (await focused(page)).role !== 'grid'; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
  } else {
    // nothing to search it by: it opens at its own address
    await page.goto(editUrl);
  }
  await expect.poll(() => edit.getAttribute('data-id')).toBe(String(id));

  // Delete asks, Enter confirms
  await page.keyboard.press('Delete');
  await page.getByTestId('confirm-dialog').waitFor();
  await page.keyboard.press('Enter');
  await edit.waitFor({ state: 'detached' });
  await expect.poll(() => api.call(resource.get, { id } as never).then(() => 'there', () => 'gone')).toBe('gone');
}

describe('every read-only resource in the browser', () => {
  it.each(readOnlyScreens.map((r) => [r.def.name, r] as const))('%s: the list opens with no New button; j, Enter open a row as read-only text, no form, no Delete; in Mongolian too', async (_name, resource) => {
    const { def } = resource;
    for (const language of ['en', 'mn'] as const) {
      const page = await open(resource, language);
      expect(await page.getByTestId(`resource-${def.name}-new`).count()).toBe(0);
      await page.keyboard.press('n');
      expect(await page.getByTestId(`resource-${def.name}-create`).count()).toBe(0);
      const grid = page.getByTestId(`resource-${def.name}-table-grid`);
      await grid.focus();
      await page.keyboard.press('j');
      await page.keyboard.press('Enter');
      const record = page.getByTestId(`resource-${def.name}-record`);
      await record.waitFor();
      expect(await page.locator('[data-resource-panel] form').count()).toBe(0);
      expect(await page.getByTestId(`resource-${def.name}-delete`).count()).toBe(0);
      const problems = async () => [...(await cutTexts(page)).map((c) => `"${c.text}" does not fit (${c.where})`), ...(await untranslated(page)).map((w) => `untranslated ${w}`)];
      if (language === 'mn') await expect.poll(problems).toEqual([]);
    }
  });
});

describe('the kit\'s positions and history', () => {
  it('Alt+↓ moves the active row down and saves the order; an open row\'s History lists its changes', async () => {
    const resource = RESOURCES.find((r) => r.def.positions && r.def.audits && r.def.routes?.length)!;
    const { def } = resource;
    const api = await adminOn(resource);
    const order = async () => ((await api.call(resource.list, { per_page: 1000 } as never)) as { items: { id: number }[] }).items.map((r) => r.id);
    const before = await order();
    for (const id of before.slice(0, 2)) await api.call(resource.update!, { id } as never); // a change to show in their history
    const page = await open(resource, 'en');
    await page.keyboard.press('j');
    await page.locator(`[data-testid="resource-${def.name}-table-row"][data-active]`).waitFor();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(order).toEqual([before[1], before[0], ...before.slice(2)]);

    // a row opened from the grid
    await page.getByTestId(`resource-${def.name}-table-grid`).focus();
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.getByTestId(`resource-${def.name}-edit`).waitFor();
    const history = page.getByTestId(`resource-${def.name}-history`);
    await history.locator('summary').focus();
    await page.keyboard.press('Enter');
    const entry = history.getByTestId('resource-history-entry').first();
    await entry.waitFor();
    expect(await entry.getAttribute('data-command')).toBe(`${def.name}.update`);
  });
});
