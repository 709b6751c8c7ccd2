/**
 * §5: SMS content is Latin letters within 160 characters. Within the GSM 7-bit alphabet a message
 * of up to 160 characters is one SMS on every Mongolian operator; one Cyrillic letter would switch
 * it to UCS-2, where the limit is 70. So every SMS is transliterated and cut here.
 */
export const SMS_LIMIT = 160;

/** Mongolian Cyrillic (and the Russian letters it borrows) to Latin, as Mongolians write SMS. */
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'ye', ё: 'yo', ж: 'j', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', ө: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ү: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'sh', ъ: 'i', ы: 'y', ь: 'i', э: 'e', ю: 'yu', я: 'ya',
};

/** Punctuation outside ASCII that has an ASCII twin. */
const PUNCTUATION: Record<string, string> = {
  '“': '"', '”': '"', '„': '"', '«': '"', '»': '"', '‘': "'", '’': "'", '–': '-', '—': '-', '…': '...', '№': 'No',
  '\u00a0': ' ',
};

export function transliterate(text: string): string {
  let out = '';
  let previous = ' ';
  for (const ch of text) {
    const lower = ch.toLowerCase();
    // е is "ye" where it is heard so (a word's start, after a vowel), "e" after a consonant
    const latin = lower === 'е' && !/[\s\p{P}аэиоуөүыяеёю]/u.test(previous.toLowerCase()) ? 'e' : CYRILLIC[lower];
    previous = ch;
    if (latin !== undefined) {
      // Х → Kh at the start of a word; a whole word in capitals is rare in a template, Kh reads fine there too
      out += ch === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    } else {
      out += PUNCTUATION[ch] ?? ch;
    }
  }
  return out;
}

/** ₮1,234,500 → 1,234,500 MNT: the tögrög sign is not in the GSM alphabet. */
const money = (text: string) => text.replace(/(-?)₮(\d[\d,]*(?:\.\d+)?)/g, '$1$2 MNT');

/**
 * The SMS as sent: Latin, printable ASCII only (accents dropped, anything else removed), spaces
 * folded, and within 160 characters, cut at a word with `...` when a long name pushed it over.
 */
export function smsText(text: string, limit = SMS_LIMIT): string {
  const latin = transliterate(money(text))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\n]/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
  if (latin.length <= limit) return latin;
  const room = limit - 3;
  const cut = latin.slice(0, room);
  const space = cut.lastIndexOf(' ');
  return `${(space > room / 2 ? cut.slice(0, space) : cut).trimEnd()}...`;
}
