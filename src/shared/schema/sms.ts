/**
 * §5 "SMS content hint: Latin letters within 160 characters". An SMS in the GSM 7-bit alphabet
 * holds 160 characters, a long one travels in parts of 153; one Cyrillic letter would switch the
 * whole message to UCS-2 (70 a part), so text outside the alphabet is refused, not sent dearer.
 * Shared: the template form counts as one types, the server refuses the same text.
 */
export const SMS_PART = 160;
export const SMS_MULTIPART = 153;

const BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of the extension table: each takes two places. */
const EXTENDED = '^{}\\[~]|€\f';
const basic = new Set(BASIC);
const extended = new Set(EXTENDED);

/** The characters of a text outside the GSM alphabet, each once, in the order they appear. */
export function nonGsm(text: string): string[] {
  const out = new Set<string>();
  for (const ch of text) if (!basic.has(ch) && !extended.has(ch)) out.add(ch);
  return [...out];
}

/** How long a text is as an SMS: its length in GSM places and the parts it is sent in. */
export function smsCount(text: string): { characters: number; parts: number; latin: boolean } {
  let characters = 0;
  for (const ch of text) characters += extended.has(ch) ? 2 : 1;
  const parts = characters === 0 ? 0 : characters <= SMS_PART ? 1 : Math.ceil(characters / SMS_MULTIPART);
  return { characters, parts, latin: nonGsm(text).length === 0 };
}
