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

/**
 * A list of phones as people type them (`9911 2233`, `+976-88112233`, `97688112233`) read as
 * Mongolian mobiles: 8 digits starting 5–9. What is not one is `invalid`; a number given again is a
 * `duplicate`; both are listed back and skipped. Shared: the compose screen shows the same as the
 * server sends to.
 */
export function normalisePhones(list: readonly string[]): { phones: string[]; invalid: string[]; duplicates: string[] } {
  const phones: string[] = [];
  const seen = new Set<string>();
  const invalid: string[] = [];
  const duplicates: string[] = [];
  for (const raw of list) {
    const given = raw.trim();
    if (!given) continue;
    const digits = given.replace(/[\s\-().]/g, '').replace(/^(\+976|00976|976(?=\d{8}$))/, '');
    if (!/^[5-9]\d{7}$/.test(digits)) invalid.push(given);
    else if (seen.has(digits)) duplicates.push(given);
    else {
      seen.add(digits);
      phones.push(digits);
    }
  }
  return { phones, invalid, duplicates };
}

/** A cost in möngö: parts × recipients × the price of a part. */
export const smsCost = (parts: number, recipients: number, partCost: number) => parts * recipients * partCost;
