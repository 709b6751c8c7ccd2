import { and, or, sql, type SQL } from 'drizzle-orm';
import { likeEscape } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';

const { users } = schema;

/** More words than this is a sentence, not a look-up; the rest are ignored. */
const MAX_WORDS = 6;

/** The 8 digits of a Mongolian mobile as typed (`+976 9911-2233`), or null when it is not one. */
export function mobileDigits(query: string): string | null {
  const digits = query.replace(/[\s-]/g, '').replace(/^\+?976/, '');
  return /^\d{3,8}$/.test(digits) ? digits : null;
}

/**
 * How a typed look-up finds users, shared by `user.search` and the palette's searcher: every word
 * must appear in the email, a name or the register number (so `Болд Бат` and `Бат Болд` find the
 * same person, case-insensitively in Cyrillic too), or the digits are part of the mobile.
 * `rank` puts the exact email or mobile first, then email and mobile prefixes, then the rest.
 */
export function userMatch(query: string): { where: SQL; rank: SQL } {
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const wordMatches = words.map((word) => {
    const text = `%${likeEscape(word)}%`;
    return or(
      sql`${users.email} ilike ${text}`,
      sql`${users.firstName} ilike ${text}`,
      sql`${users.lastName} ilike ${text}`,
      sql`${users.familyName} ilike ${text}`,
      sql`${users.registerNumber} ilike ${text}`,
    )!;
  });
  const digits = mobileDigits(query);
  const where = or(
    wordMatches.length ? and(...wordMatches) : sql`false`,
    digits ? sql`${users.mobile} like ${`%${digits}%`}` : undefined,
  )!;
  const lowered = query.trim().toLowerCase();
  const exact = or(sql`lower(${users.email}) = ${lowered}`, digits ? sql`${users.mobile} = ${digits}` : undefined);
  const prefix = or(
    sql`lower(${users.email}) like ${`${likeEscape(lowered)}%`}`,
    digits ? sql`${users.mobile} like ${`${digits}%`}` : undefined,
  );
  const rank = sql`case when ${exact} then 0 when ${prefix} then 1 else 2 end`;
  return { where, rank };
}
