/**
 * The palette's matcher (DESIGN.md: our own, over an index built once). Pure and DOM-free so the
 * web palette, the unit tests and the benchmark (`bench/palette.mjs`, from dist/shared) share it.
 *
 * Everything that can be done ahead of a keystroke is done in `buildIndex`: every searchable text
 * is lower-cased, folded and split into words once, so a keystroke only normalises the query and
 * scans pre-normalised strings.
 */

/** Field weights: a word found in a title counts more than one found in keywords or a path. */
export const WEIGHT = { title: 1, otherTitle: 0.9, keyword: 0.7, path: 0.5 } as const;
/** Per query word: a whole word beats the start of a word, which beats a piece inside one. */
export const MATCH = { exact: 3, prefix: 2, substring: 1 } as const;
/** The whole query as the start of the title (in that order) on top of the per-word score. */
const PHRASE_PREFIX_BONUS = 2;
const PHRASE_EXACT_BONUS = 4;
/** One letter inside a word matches nearly everything; substrings start counting at two. */
const MIN_SUBSTRING = 2;

export interface MatchEntry<T> {
  /** Unique among the index's entries (a cmdk item value, say). */
  readonly id: string;
  /** The title in the viewer's language: the strongest field. */
  readonly title: string;
  /** The title in the other languages: found as well, a little weaker so ties go to the viewer's. */
  readonly otherTitles?: readonly string[];
  readonly keywords?: readonly string[];
  /** A route path, a CLI verb, a command id: found, but weakest. */
  readonly paths?: readonly string[];
  readonly data: T;
}

interface Field {
  /** Normalised words joined by one space: substrings and phrases are looked up here. */
  readonly text: string;
  readonly words: readonly string[];
  readonly weight: number;
}

interface Indexed<T> {
  readonly entry: MatchEntry<T>;
  readonly fields: readonly Field[];
  /** Normalised titles (own language first) for the phrase bonus. */
  readonly titles: readonly string[];
  /** Shorter titles win ties: "Users" before "Users import". */
  readonly titleLength: number;
  readonly order: number;
}

export interface SearchIndex<T> {
  readonly items: readonly Indexed<T>[];
}

export interface Match<T> {
  readonly entry: MatchEntry<T>;
  readonly score: number;
}

// ө and ү are letters of their own in Mongolian, but people type о and у for them (and Latin
// keyboards have neither); ё is е to most typists. NFD below also turns й into и + breve, which
// is then dropped: the same tolerance.
const FOLD: Readonly<Record<string, string>> = { ө: 'о', ү: 'у', ё: 'е' };
const FOLD_RE = /[өүё]/g;
const COMBINING_RE = /[\u0300-\u036f]/g;
const SEPARATOR_RE = /[^\p{L}\p{N}]+/u;

/** Lower-cased, accents dropped, Mongolian ө/ү folded into о/у, runs of non-letters as one space. */
export function normalize(text: string): string {
  return words(text).join(' ');
}

/** The normalised words of a text, in order. */
export function words(text: string): string[] {
  const folded = text.toLowerCase().normalize('NFD').replace(COMBINING_RE, '').replace(FOLD_RE, (c) => FOLD[c] ?? c);
  return folded.split(SEPARATOR_RE).filter((w) => w !== '');
}

function field(texts: readonly string[] | undefined, weight: number): Field[] {
  if (!texts) return [];
  const out: Field[] = [];
  for (const text of texts) {
    const ws = words(text);
    if (ws.length) out.push({ text: ws.join(' '), words: ws, weight });
  }
  return out;
}

/** Normalises every entry once; the result is read-only and can be searched any number of times. */
export function buildIndex<T>(entries: readonly MatchEntry<T>[]): SearchIndex<T> {
  const items = entries.map((entry, order): Indexed<T> => {
    const own = field([entry.title], WEIGHT.title);
    const others = field(entry.otherTitles, WEIGHT.otherTitle);
    return {
      entry,
      fields: [...own, ...others, ...field(entry.keywords, WEIGHT.keyword), ...field(entry.paths, WEIGHT.path)],
      titles: [...own, ...others].map((f) => f.text),
      titleLength: own[0]?.words.length ?? 0,
      order,
    };
  });
  return { items };
}

/** The best score one query word reaches in one entry; 0 when it is found nowhere. */
function wordScore(word: string, fields: readonly Field[]): number {
  let best = 0;
  for (const f of fields) {
    // no field can give more than an exact hit of its weight: skip those that cannot beat `best`
    if (MATCH.exact * f.weight <= best) continue;
    let kind = 0;
    for (const w of f.words) {
      if (w === word) {
        kind = MATCH.exact;
        break;
      }
      if (kind < MATCH.prefix && w.startsWith(word)) kind = MATCH.prefix;
    }
    if (kind === 0 && word.length >= MIN_SUBSTRING && f.text.includes(word)) kind = MATCH.substring;
    const score = kind * f.weight;
    if (score > best) best = score;
  }
  return best;
}

/**
 * Score of one indexed entry for the query's words; 0 when a word is found nowhere (every word must
 * match, in any order: "users list" finds "List users").
 */
function scoreOf<T>(item: Indexed<T>, queryWords: readonly string[], phrase: string): number {
  let total = 0;
  for (const word of queryWords) {
    const s = wordScore(word, item.fields);
    if (s === 0) return 0;
    total += s;
  }
  for (const title of item.titles) {
    if (title === phrase) return total + PHRASE_EXACT_BONUS;
    if (title.startsWith(phrase)) return total + PHRASE_PREFIX_BONUS;
  }
  return total;
}

export interface SearchOptions {
  /** At most this many matches, the best ones (default: all). */
  readonly limit?: number;
}

/**
 * The entries matching `query`, best first (score, then the shorter title, then index order). An
 * empty query matches nothing: the caller decides what an empty palette shows.
 */
export function search<T>(index: SearchIndex<T>, query: string, options: SearchOptions = {}): Match<T>[] {
  const queryWords = [...new Set(words(query))];
  if (queryWords.length === 0) return [];
  // longer words first: they rule entries out sooner
  queryWords.sort((a, b) => b.length - a.length);
  const phrase = normalize(query);
  const found: { item: Indexed<T>; score: number }[] = [];
  for (const item of index.items) {
    const score = scoreOf(item, queryWords, phrase);
    if (score > 0) found.push({ item, score });
  }
  found.sort((a, b) => b.score - a.score || a.item.titleLength - b.item.titleLength || a.item.order - b.item.order);
  const limited = options.limit === undefined ? found : found.slice(0, options.limit);
  return limited.map(({ item, score }) => ({ entry: item.entry, score }));
}
