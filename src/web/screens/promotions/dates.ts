import { DISPLAY_TIME_ZONE } from '../../../shared/i18n/format.js';

/**
 * The editor's active window by whole days in Ulaanbaatar (UTC+8, no daylight saving): "from" is
 * the day's first instant, "to" includes the whole day, so it is stored as the next day's first instant.
 */
const OFFSET = '+08:00';
const DAY = 86_400_000;

export const startOfDay = (date: string): string => new Date(`${date}T00:00:00${OFFSET}`).toISOString();
export const endOfDay = (date: string): string => new Date(new Date(`${date}T00:00:00${OFFSET}`).getTime() + DAY).toISOString();

const dayOf = (at: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

export const dayOfStart = (iso: string | null): string | null => (iso ? dayOf(new Date(iso)) : null);
/** The last day the window covers: the day before the instant it ends. */
export const dayOfEnd = (iso: string | null): string | null => (iso ? dayOf(new Date(new Date(iso).getTime() - 1)) : null);
