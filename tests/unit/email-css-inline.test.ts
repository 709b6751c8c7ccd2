import { describe, expect, it } from 'vitest';
import { inlineCss, parseSelector } from '../../src/server/areas/marketing/css-inline.js';
import { letterHtml } from '../../src/server/areas/marketing/email-render.js';

/** The style attribute of the first tag matching `open` (e.g. `<td class="cta"`). */
const styleAt = (html: string, open: string) => {
  const at = html.indexOf(open);
  expect(at, `${open} in ${html}`).toBeGreaterThanOrEqual(0);
  return /style="([^"]*)"/.exec(html.slice(at, html.indexOf('>', at)))?.[1] ?? null;
};

describe('CSS inliner for letters', () => {
  it('inlines type, class, id and compound selectors and drops the style block once empty', () => {
    const out = inlineCss('<style>p { color: red; margin: 0 } .big { font-size: 20px } #top { padding: 4px } td.cta { background: #f60 }</style>'
      + '<p class="big" id="top">Hi</p><table><tr><td class="cta">Buy</td><td>No</td></tr></table>');
    expect(out).not.toContain('<style');
    expect(styleAt(out, '<p')).toBe('color: red; margin: 0; font-size: 20px; padding: 4px');
    expect(styleAt(out, '<td class="cta"')).toBe('background: #f60');
    expect(styleAt(out, '<td>')).toBeNull();
  });

  it('orders by specificity then source order; the element’s own style wins unless the sheet says !important', () => {
    const out = inlineCss('<style>#a { color: blue } .x { color: green; border: 0 } p { color: red !important; font-weight: bold } p { font-weight: normal }</style>'
      + '<p id="a" class="x" style="color: black; border: 1px solid">t</p><p class="x" style="font-weight: 900">u</p>');
    expect(styleAt(out, '<p id="a"')).toBe('color: red !important; font-weight: normal; border: 1px solid');
    expect(styleAt(out, '<p class="x"')).toBe('color: red !important; border: 0; font-weight: 900');
  });

  it('matches descendant and child combinators against the open elements', () => {
    const out = inlineCss('<style>.card a { color: #c00 } .card > span { font-style: italic } ul li b { x-a: 1 }</style>'
      + '<div class="card"><p><a href="https://x.mn">deep</a><span>in p</span></p><span>direct</span></div><a href="https://y.mn">out</a>'
      + '<ul><li>1 <b>bold</b></li></ul><b>not in list</b>');
    expect(styleAt(out, '<a href="https://x.mn"')).toBe('color: #c00');
    expect(styleAt(out, '<a href="https://y.mn"')).toBeNull();
    expect(out).toContain('<span>in p</span>');
    expect(out).toContain('<span style="font-style: italic">direct</span>');
    expect(out).toContain('<b style="x-a: 1">bold</b><');
    expect(out).toContain('<b>not in list</b>');
  });

  it('keeps @media, pseudo-classes and attribute selectors in one style block, and void tags do not nest', () => {
    const out = inlineCss('<head><style>/* brand */ a:hover { color: red } @media (max-width: 600px) { .col { width: 100% !important } } h1, a[href] { margin: 0 }</style></head>'
      + '<body><img src="https://x.mn/a.png"><br><h1 class="col">T</h1></body>');
    expect(out).toContain('<head><style>a:hover{color: red}\n@media (max-width: 600px){.col { width: 100% !important }}\na[href]{margin: 0}</style></head>');
    expect(styleAt(out, '<h1')).toBe('margin: 0');
    expect(out).toContain('<img src="https://x.mn/a.png">');
  });

  it('keeps values with semicolons, quotes and urls whole, and escapes them for the attribute', () => {
    const out = inlineCss('<style>div { background: url("data:image/png;base64,AAA=") no-repeat; font-family: "Helvetica Neue", Arial }</style><div>x</div>');
    expect(styleAt(out, '<div')).toBe("background: url('data:image/png;base64,AAA=') no-repeat; font-family: 'Helvetica Neue', Arial");
  });

  it('refuses selectors it cannot match instead of guessing', () => {
    expect(parseSelector('a:hover')).toBeNull();
    expect(parseSelector('p + p')).toBeNull();
    expect(parseSelector('> p')).toBeNull();
    expect(parseSelector('div > p.x#y')?.specificity).toBe(10_102);
  });

  it('a letter is sanitised, then inlined: scripts and handlers gone, styles in attributes, handlebars fields kept', () => {
    const out = letterHtml('<style>.btn { color: #fff; background: #e30 }</style><p onclick="steal()"><a class="btn" href="{{unsubscribe_url}}">Stop</a></p><script>alert(1)</script>');
    expect(out).toBe('<p><a class="btn" href="{{unsubscribe_url}}" style="color: #fff; background: #e30">Stop</a></p>');
  });
});
