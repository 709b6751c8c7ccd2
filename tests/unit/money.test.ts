import { describe, expect, it } from 'vitest';
import { deriveManifest } from '../../src/cli/manifest/derive.js';
import { moneyColumns, readMoney } from '../../src/cli/batch/money.js';
import { changesText } from '../../src/cli/batch/bulk.js';
import { mapColumns } from '../../src/cli/run/input.js';
import { catalogue } from '../../src/shared/commands/index.js';
import { importRows } from '../../src/shared/commands/products/import.js';
import { massUpdate as listingMassUpdate } from '../../src/shared/commands/products/listings.js';
import { massUpdate } from '../../src/shared/commands/products/prices.js';
import { formatMoney } from '../../src/shared/i18n/format.js';
import { NOT_AN_AMOUNT, rowToMongo, tugrikToMongo } from '../../src/shared/money.js';

describe('₮ as people write it, read into möngö', () => {
  it('reads thousands separators, the ₮ sign, decimals and a sign', () => {
    expect(tugrikToMongo('1,234,500.50')).toBe(123_450_050);
    expect(tugrikToMongo('₮1 234 500')).toBe(123_450_000);
    expect(tugrikToMongo('12.5')).toBe(1250);
    expect(tugrikToMongo('-3')).toBe(-300);
    expect(tugrikToMongo('12500')).toBe(1_250_000);
    expect(tugrikToMongo(' 12,500.05 ₮ ')).toBe(1_250_005);
    expect(tugrikToMongo('-₮3.5')).toBe(-350);
    expect(tugrikToMongo('₮-3')).toBe(-300);
    // what a spreadsheet or Intl writes: no-break and narrow no-break spaces, an apostrophe
    expect(tugrikToMongo('1\u00a0234')).toBe(123_400);
    expect(tugrikToMongo('1\u202f234\u202f500')).toBe(123_450_000);
    expect(tugrikToMongo("1'234")).toBe(123_400);
    expect(tugrikToMongo('0')).toBe(0);
    expect(tugrikToMongo('-0')).toBe(0);
    expect(Object.is(tugrikToMongo('-0'), -0)).toBe(false);
  });

  it('refuses what is not an amount in ₮ rather than guessing', () => {
    for (const text of ['1.234', 'abc', '', '  ', '₮', '-', '1,5', '12,50', '1,2345', '1.234,50', '1 2', '1,234 567', '.5', '5.', '1e3', '--3', '₮3₮', '+3', '0x10', '12.5.1']) {
      expect(tugrikToMongo(text), text).toBeNull();
    }
  });

  it('never passes through a float: the classic traps come out exact', () => {
    // Number(x) * 100 gives 434.99999999999994, 114.99999999999999, 7.000000000000001, 1005.0000000000001
    expect(tugrikToMongo('4.35')).toBe(435);
    expect(tugrikToMongo('1.15')).toBe(115);
    expect(tugrikToMongo('0.07')).toBe(7);
    expect(tugrikToMongo('10.05')).toBe(1005);
    expect(tugrikToMongo('0.29')).toBe(29);
    // the largest exact amount, and one möngö past it
    expect(tugrikToMongo('90,071,992,547,409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(tugrikToMongo('90071992547409.92')).toBeNull();
    // a cell that is already a number (Excel, NDJSON) is read as the text it prints as
    expect(tugrikToMongo(12500.5)).toBe(1_250_050);
    expect(tugrikToMongo(0.1 + 0.2)).toBeNull();
    expect(tugrikToMongo(Number.NaN)).toBeNull();
    expect(tugrikToMongo(1e21)).toBeNull();
  });

  it('reads back what formatMoney writes', () => {
    for (const mongo of [0, 5, 50, 99, 100, 123_450_050, 123_450_000, -300, -12_345, Number.MAX_SAFE_INTEGER]) {
      expect(tugrikToMongo(formatMoney(mongo)), formatMoney(mongo)).toBe(mongo);
    }
  });

  it('converts a row\'s money cells, leaves empty and null ones, names the bad ones, keeps the row given', () => {
    const row = { sku: 'A', price: '12,500', cost_price: '', sale_price: null, weight: '1.5' };
    expect(rowToMongo(row, ['price', 'cost_price', 'sale_price'])).toEqual({ row: { ...row, price: 1_250_000 }, bad: [] });
    expect(row.price).toBe('12,500');
    expect(rowToMongo({ sku: 'A', price: '1,5', sale_price: 9 }, ['price', 'sale_price'])).toEqual({ row: { sku: 'A', price: '1,5', sale_price: 900 }, bad: ['price'] });
    expect(rowToMongo({ price: true }, ['price']).bad).toEqual(['price']);
  });
});

describe('the money columns of files, declared once in the catalogue', () => {
  it('the price update, the listing file and the import declare their price columns', () => {
    expect(massUpdate.bulk?.money).toEqual(['price', 'cost_price', 'sale_price']);
    expect(listingMassUpdate.bulk?.money).toEqual(['price', 'sale_price']);
    expect(importRows.bulk?.money).toEqual(['price', 'cost_price', 'sale_price']);
  });

  it('the CLI manifest carries them, each naming a row field', () => {
    const manifest = deriveManifest(catalogue);
    const withMoney = manifest.commands.filter((c) => c.bulk?.money);
    expect(withMoney.map((c) => c.id).sort()).toEqual(['listing.mass_update', 'product.import', 'product.mass_update']);
    for (const c of withMoney) {
      for (const m of c.bulk!.money!) expect(c.bulk!.flags.some((f) => f.path.join('.') === m), `${c.id} ${m}`).toBe(true);
    }
    // it is JSON: what write.ts stores is what the CLI reads
    expect(JSON.parse(JSON.stringify(manifest))).toEqual(manifest);
  });

  it('the CLI reads a row\'s ₮ cells (under any header its flag answers to) before the flags coerce, and fails a bad one by name', () => {
    const c = deriveManifest(catalogue).commands.find((x) => x.id === 'product.import')!;
    const mapping = mapColumns(['sku', 'price', 'cost-price', 'weight'], c.bulk!.flags, []);
    const money = moneyColumns(mapping, c.bulk!.money);
    expect(money.map((m) => m.column)).toEqual(['price', 'cost-price']);
    expect(readMoney({ row: 1, values: { sku: 'A', price: '25,000.50', 'cost-price': '15000', weight: '0.2' } }, money))
      .toEqual({ values: { sku: 'A', price: 2_500_050, 'cost-price': 1_500_000, weight: '0.2' } });
    expect(readMoney({ row: 2, values: { sku: 'B', price: '25,00', 'cost-price': '', weight: '' } }, money).error)
      .toBe(`--price: "25,00" is ${NOT_AN_AMOUNT}`);
  });

  it('the CLI shows the money fields of a change in ₮, the others as they are', () => {
    expect(changesText({ price: [120_000, 123_400], sale_start: [null, '2026-01-01'] }, ['price'])).toBe('price ₮1,200 → ₮1,234; sale_start ∅ → 2026-01-01');
    expect(changesText({ count_on_hand: [1, 5] }, ['price'])).toBe('count_on_hand 1 → 5');
  });
});
