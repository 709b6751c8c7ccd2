import { constants, inflateSync } from 'node:zlib';

/**
 * The text a PDF of ours shows, line by line as drawn: pdfkit writes embedded fonts' glyph ids, so
 * the words are read back through each font's ToUnicode map, as a PDF reader's search does.
 * Enough for pdfkit's output (Type0 fonts, FlateDecode streams, TJ arrays); not a general parser.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const objects = new Map<number, { dict: string; stream: string | null }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2]!;
    const at = body.indexOf('stream');
    if (at < 0) { objects.set(Number(m[1]), { dict: body, stream: null }); continue; }
    const dict = body.slice(0, at);
    let data = body.slice(at + 'stream'.length).replace(/^\r?\n/, '');
    data = data.slice(0, data.lastIndexOf('endstream')).replace(/\r?\n$/, '');
    const bytesOf = Buffer.from(data, 'latin1');
    objects.set(Number(m[1]), { dict, stream: streamOf(dict, bytesOf) });
  }
  const maps = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const f of dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(f[2]))?.dict ?? '';
      const cmapRef = /\/ToUnicode\s+(\d+) 0 R/.exec(font);
      const cmap = cmapRef ? objects.get(Number(cmapRef[1]))?.stream ?? '' : '';
      maps.set(f[1]!, cmapOf(cmap));
    }
  }
  let out = '';
  let font = new Map<number, string>();
  const text = (hex: string) => {
    for (let i = 0; i + 4 <= hex.length; i += 4) out += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
  };
  for (const { dict, stream } of objects.values()) {
    if (stream === null || /ToUnicode|FontFile|Length1|Subtype\s*\/Image/.test(dict) || !/\bTf\b/.test(stream)) continue;
    for (const m of stream.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj|\bET\b/g)) {
      if (m[1]) font = maps.get(m[1]) ?? new Map();
      else if (m[2] !== undefined) for (const h of m[2].matchAll(/<([0-9a-fA-F]+)>/g)) text(h[1]!);
      else if (m[3]) text(m[3]);
      else out += '\n';
    }
  }
  return out;
}

/** A ToUnicode CMap's glyph → text (bfrange with arrays or a start, and bfchar). */
function cmapOf(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const line of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(line[1]!, 16);
      const to = parseInt(line[2]!, 16);
      if (line[3]!.startsWith('[')) [...line[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((d, i) => map.set(from + i, utf16(d[1]!)));
      else for (let g = from, c = parseInt(line[3]!.slice(1, -1), 16); g <= to; g++, c++) map.set(g, String.fromCharCode(c));
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const line of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(line[1]!, 16), utf16(line[2]!));
  }
  return map;
}

/**
 * A stream's bytes, inflated when compressed. An image's binary data may hold the bytes "endobj",
 * which cut its object short above: such a stream is inflated as far as it goes (no text is in it).
 */
function streamOf(dict: string, bytes: Buffer): string {
  if (!/FlateDecode/.test(dict)) return bytes.toString('latin1');
  return inflateSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1');
}
