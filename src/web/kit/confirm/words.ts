/**
 * The typed words that confirm an operation: the catalogue's own (`cancel`, what scripts send as
 * the Bo-Confirm header) and the reader's (`цуцлах`), so nobody types English to cancel in Mongolian.
 */
export function confirmWords(word: string, t: (key: string, options: { defaultValue: string }) => string): string[] {
  return [...new Set([word, t(`kit.confirm.words.${word}`, { defaultValue: word })])];
}

export function isConfirmWord(typed: string, word: string, t: (key: string, options: { defaultValue: string }) => string): boolean {
  const said = typed.trim().toLowerCase();
  return confirmWords(word, t).some((w) => w.toLowerCase() === said);
}
