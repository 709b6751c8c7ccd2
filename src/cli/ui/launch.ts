import type { Ctx } from '../context.js';

/** Loads ink and React only now: the palette is the one place `bo` draws a UI. */
export async function openPalette(ctx: Ctx): Promise<number> {
  const { runPalette } = await import('./run-palette.js');
  return runPalette(ctx);
}
