import { describe, expect, it } from 'vitest';
import { decodeEntities, inlineText, parseInline, safeHttpUrl } from '../../src/web/screens/help/inline-html.js';

const text = (t: string) => ({ kind: 'text', text: t });

describe('help inline text', () => {
  it('keeps plain text, decoding entities', () => {
    expect(parseInline('Tom &amp; Jerry &lt;3 &#1052;&#x41d;')).toEqual([text('Tom & Jerry <3 МН')]);
    expect(parseInline('a < b and c > d')).toEqual([text('a < b and c > d')]);
  });

  it('reads the allowed tags, strong/em as b/i', () => {
    expect(parseInline('<b>bold</b> <strong>s</strong> <i>it</i> <em>e</em> <code>x</code> <mark>m</mark>')).toEqual([
      { kind: 'b', children: [text('bold')] }, text(' '),
      { kind: 'b', children: [text('s')] }, text(' '),
      { kind: 'i', children: [text('it')] }, text(' '),
      { kind: 'i', children: [text('e')] }, text(' '),
      { kind: 'code', children: [text('x')] }, text(' '),
      { kind: 'mark', children: [text('m')] },
    ]);
  });

  it('nests, and closes what was left open', () => {
    expect(parseInline('<b>a <i>b</b> c')).toEqual([{ kind: 'b', children: [text('a '), { kind: 'i', children: [text('b')] }] }, text(' c')]);
    expect(parseInline('<i>open')).toEqual([{ kind: 'i', children: [text('open')] }]);
    expect(parseInline('stray</b> close')).toEqual([text('stray close')]);
  });

  it('breaks lines on br in any spelling', () => {
    expect(parseInline('a<br>b<br/>c<BR />d')).toEqual([text('a'), { kind: 'br' }, text('b'), { kind: 'br' }, text('c'), { kind: 'br' }, text('d')]);
  });

  it('keeps http(s) links only; other links become their text', () => {
    expect(parseInline('<a href="https://example.mn/x?a=1&amp;b=2" onclick="evil()">site</a>')).toEqual([
      { kind: 'a', href: 'https://example.mn/x?a=1&b=2', children: [text('site')] },
    ]);
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.mn', '/profile', 'vbscript:x', ' javascript:x']) {
      expect(parseInline(`<a href="${bad}">t</a>`), bad).toEqual([text('t')]);
    }
    expect(parseInline('<a>no href</a>')).toEqual([text('no href')]);
  });

  it('drops unknown tags but keeps their text; drops scripts and styles whole', () => {
    expect(parseInline('<span style="color:red">red</span> <u>u</u>')).toEqual([text('red u')]);
    expect(parseInline('a<script>alert(1)</script>b')).toEqual([text('ab')]);
    expect(parseInline('a<style>b{}</style><img src=x onerror=alert(1)>c')).toEqual([text('ac')]);
    expect(parseInline('a<svg><script>x</script><svg>y</svg></svg>b')).toEqual([text('ab')]);
    expect(parseInline('x<!-- hidden <b>y</b> -->z')).toEqual([text('xz')]);
  });

  it('gives the bare text', () => {
    expect(inlineText('<b>Press</b> <code>Ctrl+K</code><br>now')).toBe('Press Ctrl+K now');
  });

  it('decodes numeric references safely', () => {
    expect(decodeEntities('&#0; &#xD800; &#99999999; &bogus;')).toBe('&#0; &#xD800; &#99999999; &bogus;');
  });

  it('accepts only absolute http(s) URLs', () => {
    expect(safeHttpUrl('http://a.mn')).toBe('http://a.mn/');
    expect(safeHttpUrl('https://a.mn/p')).toBe('https://a.mn/p');
    expect(safeHttpUrl('ftp://a.mn')).toBeNull();
    expect(safeHttpUrl('https://')).toBeNull();
  });
});
