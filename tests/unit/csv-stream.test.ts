import { describe, expect, it } from 'vitest';
import { csvReader, parseCsv } from '../../src/shared/csv.js';

/** The text fed in two pieces cut at `at`: what `bo` does with a file read a megabyte at a time. */
function inPieces(text: string, cuts: readonly number[]): string[][] {
  const reader = csvReader();
  const out: string[][] = [];
  let from = 0;
  for (const at of [...cuts, text.length]) {
    out.push(...reader.push(text.slice(from, at)));
    from = at;
  }
  return [...out, ...reader.end()];
}

describe('the CSV reader fed piece by piece', () => {
  // every case that needs to look one character ahead: a doubled quote, the closing quote, CRLF, a BOM
  const texts = [
    '\ufeffsku,price\r\n"x, y","say ""hi"""\r\n"two\nlines",\n',
    'sku,price\nA1,12500\n\nA2,"12,500.50"\r\nA3,""\n"A4"\r',
    'a,b\n"unterminated,1\n2',
    'a\n"q"x,"end"""',
  ];
  it('reads what the whole text reads, wherever the pieces are cut', () => {
    for (const text of texts) {
      const whole = parseCsv(text);
      for (let at = 0; at <= text.length; at++) expect(inPieces(text, [at]), `cut at ${at} of ${JSON.stringify(text)}`).toEqual(whole);
      // one character at a time
      expect(inPieces(text, Array.from({ length: text.length }, (_, i) => i))).toEqual(whole);
    }
  });

  it('answers each row as soon as its line ends, not at the end', () => {
    const reader = csvReader();
    expect(reader.push('sku,price\nA1,1')).toEqual([['sku', 'price']]);
    expect(reader.push('00\nA2')).toEqual([['A1', '100']]);
    expect(reader.end()).toEqual([['A2']]);
  });
});
