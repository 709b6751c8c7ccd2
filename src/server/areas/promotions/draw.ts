import { createHash, randomBytes } from 'node:crypto';

/**
 * The draw of a lottery, as a pure function of its seed and entrants, so anyone holding both gets
 * the same winners (lottery_event.verify does exactly that). The random numbers are SHA-256 of
 * `seed:counter`, read as 32-bit words; an index below n is taken by rejection (no modulo bias);
 * the winners are the first k of a Fisher–Yates shuffle of the entrants in ascending id order.
 */
export function drawWinners(seed: string, entrants: readonly number[], k: number): number[] {
  const pool = [...entrants].sort((a, b) => a - b);
  const next = words(seed);
  const picks = Math.min(k, pool.length);
  for (let i = 0; i < picks; i++) {
    const j = i + below(next, pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, picks);
}

/** The record of what was drawn from: SHA-256 of the ascending ids joined by commas, in hex. */
export function entrantsHash(entrants: readonly number[]): string {
  return createHash('sha256').update([...entrants].sort((a, b) => a - b).join(',')).digest('hex');
}

/** A seed nobody could have guessed: 128 random bits in hex. */
export const freshSeed = (): string => randomBytes(16).toString('hex');

function words(seed: string): () => number {
  let counter = 0;
  let block: Buffer = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at >= block.length) {
      block = createHash('sha256').update(`${seed}:${counter++}`).digest();
      at = 0;
    }
    const w = block.readUInt32BE(at);
    at += 4;
    return w;
  };
}

const SPAN = 2 ** 32;

/** A uniform integer in [0, n). */
function below(next: () => number, n: number): number {
  const limit = SPAN - (SPAN % n);
  for (;;) {
    const w = next();
    if (w < limit) return w % n;
  }
}
