/**
 * RFM (issue 20): a customer's recency, frequency and monetary value, each a quintile 1–5 among the
 * website's customers (5 the most recent, the most orders, the most spent), and the classic named
 * cell of the usual 11-segment map over R and FM (the F and M scores' mean, halves rounded up).
 * The one table the server's SQL and the screen's grid are both made from.
 */
export const RFM_CELLS = [
  'champions', 'loyal_customers', 'potential_loyalists', 'new_customers', 'promising', 'need_attention',
  'about_to_sleep', 'at_risk', 'cant_lose_them', 'hibernating', 'lost',
] as const;
export type RfmCell = (typeof RFM_CELLS)[number];

/** FM from F and M: their mean, a half rounded up. */
export const fmOf = (f: number, m: number) => Math.floor((f + m + 1) / 2);

/**
 * The map, by R (index 0 is R = 1) then FM (index 0 is FM = 1): each of the 25 squares of the
 * R × FM grid belongs to one cell.
 */
export const RFM_MAP: readonly (readonly RfmCell[])[] = [
  /* R1 */ ['lost', 'lost', 'at_risk', 'cant_lose_them', 'cant_lose_them'],
  /* R2 */ ['hibernating', 'hibernating', 'at_risk', 'at_risk', 'at_risk'],
  /* R3 */ ['about_to_sleep', 'about_to_sleep', 'need_attention', 'loyal_customers', 'loyal_customers'],
  /* R4 */ ['promising', 'potential_loyalists', 'potential_loyalists', 'loyal_customers', 'loyal_customers'],
  /* R5 */ ['new_customers', 'potential_loyalists', 'potential_loyalists', 'champions', 'champions'],
];

export const cellOf = (r: number, f: number, m: number): RfmCell => RFM_MAP[r - 1]![fmOf(f, m) - 1]!;
