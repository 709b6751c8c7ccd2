/**
 * The typed words that confirm a command, in every language the console speaks: the catalogue's
 * own (`cancel`, what scripts send as the Bo-Confirm header) first, then the Mongolian one, so
 * nobody types English to cancel in Mongolian, in the web or in `bo`.
 */
const WORDS: Readonly<Record<string, readonly string[]>> = {
  cancel: ['cancel', 'цуцлах'],
};

export function confirmWords(word: string): readonly string[] {
  return WORDS[word] ?? [word];
}

export function isConfirmWord(typed: string, word: string): boolean {
  const said = typed.trim().toLowerCase();
  return confirmWords(word).some((w) => w.toLowerCase() === said);
}
