/**
 * What an uploaded file is, judged by its bytes and never by its name or the type the browser
 * claims: the types a shop hands out for download (PDF, images, ZIP-based office files, plain text
 * and CSV) are taken; programs (Windows, Linux and macOS executables, scripts with a #! line), HTML
 * and an SVG that can run script are refused; anything else is refused as unknown.
 */
export type FileVerdict = { ok: true; type: string } | { ok: false; reason: 'empty' | 'executable' | 'html' | 'svg_script' | 'unknown' };

const starts = (b: Buffer, ...sig: number[]) => sig.every((v, i) => b[i] === v);
const ascii = (b: Buffer, text: string, at = 0) => b.subarray(at, at + text.length).toString('latin1') === text;

/** An SVG's ways to run script: a script element, an event handler, a javascript: address, foreign HTML. */
const SVG_ACTIVE = /<script|\son[a-z]+\s*=|javascript\s*:|<foreignobject|<iframe|<embed|<object/i;
const HTML = /<!doctype\s+html|<html[\s>]|<script[\s>]|<body[\s>]|<iframe[\s>]/i;

export function judgeFile(bytes: Buffer): FileVerdict {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (ascii(bytes, 'MZ') || starts(bytes, 0x7f, 0x45, 0x4c, 0x46) || ascii(bytes, '#!')
    || starts(bytes, 0xfe, 0xed, 0xfa, 0xce) || starts(bytes, 0xfe, 0xed, 0xfa, 0xcf) || starts(bytes, 0xce, 0xfa, 0xed, 0xfe)
    || starts(bytes, 0xcf, 0xfa, 0xed, 0xfe) || starts(bytes, 0xca, 0xfe, 0xba, 0xbe)) return { ok: false, reason: 'executable' };
  if (ascii(bytes, '%PDF-')) return { ok: true, type: 'application/pdf' };
  if (starts(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { ok: true, type: 'image/png' };
  if (starts(bytes, 0xff, 0xd8, 0xff)) return { ok: true, type: 'image/jpeg' };
  if (ascii(bytes, 'GIF87a') || ascii(bytes, 'GIF89a')) return { ok: true, type: 'image/gif' };
  if (ascii(bytes, 'RIFF') && ascii(bytes, 'WEBP', 8)) return { ok: true, type: 'image/webp' };
  if (starts(bytes, 0x50, 0x4b, 0x03, 0x04)) return { ok: true, type: 'application/zip' };
  // text: valid UTF-8 with no NUL byte
  if (bytes.includes(0)) return { ok: false, reason: 'unknown' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'unknown' };
  }
  if (/<svg[\s>]/i.test(text)) return SVG_ACTIVE.test(text) ? { ok: false, reason: 'svg_script' } : { ok: true, type: 'image/svg+xml' };
  if (HTML.test(text)) return { ok: false, reason: 'html' };
  return { ok: true, type: 'text/plain; charset=utf-8' };
}

/** A stored name: the original's letters, digits, dots and dashes (Cyrillic kept), never a path. */
export function safeFileName(name: string): string {
  const cleaned = name.normalize('NFC').replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '-').replace(/\s+/g, '-').replace(/^[.-]+/, '').slice(-120);
  return cleaned || 'file';
}
