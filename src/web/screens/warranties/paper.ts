/** A stored date `YYYY-MM-DD` as the console writes dates, `YYYY/MM/DD`. */
export const day = (value: string): string => value.replace(/-/g, '/');
