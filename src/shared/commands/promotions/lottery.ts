import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import type { Role } from '../../roles/roles.js';
import { zDateTime, zId, zMoney, zText } from '../../schema/common.js';
import { defineCommand } from '../define.js';

/**
 * The shop's prize draws (§7 lottery_events). §2 names no screen and no roles for them: they are
 * promotions, so [admin, promotions] run them, and the marketers who announce them read them.
 */
export const LOTTERY_READ: readonly Role[] = ['admin', 'promotions', 'marketing'];
export const LOTTERY_WRITE: readonly Role[] = ['admin', 'promotions'];
export const LOTTERY_STATES = ['open', 'drawn'] as const;
/** Winners a draw may pick, over every prize: the messages go out in one transaction. */
export const MAX_WINNERS = 1000;

export const prizeSchema = z.object({ name: zText(200).min(1), count: z.coerce.number().int().min(1).max(MAX_WINNERS) });

/**
 * An event: its period, its rules over orders (website, least total, paid) and its prizes. Once
 * drawn it is a record: no longer changed or deleted.
 */
export const lotteryEvents = defineResource({
  area: 'promotions', name: 'lottery_event', path: 'lottery_events', cli: ['lottery-events'],
  fields: {
    name: zText(200).min(1),
    description: zText(2000),
    starts_at: zDateTime,
    ends_at: zDateTime,
    /** The index of the website whose orders take part (`sashka`); empty: every website. */
    website: zText(50).nullable(),
    min_total: zMoney.pipe(z.number().min(0)).nullable(),
    paid_only: z.boolean(),
    prizes: z.array(prizeSchema).min(1).max(50),
  },
  required: ['name', 'starts_at', 'ends_at', 'prizes'], unique: ['name'],
  item: z.object({
    id: z.number().int(), name: z.string(), description: z.string(), starts_at: z.string(), ends_at: z.string(),
    website: z.string().nullable(), min_total: z.number().int().nullable(), paid_only: z.boolean(),
    prizes: z.array(z.object({ name: z.string(), count: z.number().int() })),
    state: z.enum(LOTTERY_STATES), seed: z.string().nullable(), entrants_count: z.number().int().nullable(),
    entrants_hash: z.string().nullable(), drawn_at: z.string().nullable(),
  }),
  read: LOTTERY_READ, write: LOTTERY_WRITE,
  list: {
    // narrow enough to stand beside the open event's form; the period's end and the website are in it
    columns: ['name', { field: 'starts_at', kind: 'date' }, { field: 'prizes', kind: 'count' }, 'state'],
    search: ['name', 'description'], filters: { state: 'text', website: 'text' }, sorts: ['name', 'starts_at', 'ends_at'], order: ['-starts_at'],
  },
  title: 'name', i18n: { fields: 'promotions_ui.lottery.fields' }, money: ['min_total'],
  final: { field: 'state', values: ['drawn'] },
  defaults: { description: '', paid_only: true, prizes: [{ name: '', count: 1 }] },
  sample: { starts_at: '2026-01-01T00:00:00.000Z', ends_at: '2026-02-01T00:00:00.000Z', prizes: [{ name: 'Phone', count: 1 }] },
  audits: true,
  routes: [{ list: 'promotions.lottery_events', detail: 'promotions.lottery_event' }],
  keywords: ['lottery', 'prize draw', 'raffle', 'сугалаа', 'шагналт тохирол'],
});

export const lotteryWinnerSchema = z.object({
  position: z.number().int(), prize: z.string(), order_number: z.string(), order_total: z.number().int(),
  customer: z.string(), sms: z.string().nullable(), email: z.string().nullable(),
});

export const lotteryDrawAnswer = z.object({
  seed: z.string(), entrants_count: z.number().int(), entrants_hash: z.string(), items: z.array(lotteryWinnerSchema),
});

export const lotteryEntrants = defineCommand({
  id: 'lottery_event.entrants', area: 'promotions', kind: 'query', roles: LOTTERY_READ,
  http: { method: 'GET', path: 'lottery_events/:id/entrants' },
  input: z.object({ id: zId }),
  /** How many orders take part now, and the first numbers of them. */
  output: z.object({ count: z.number().int(), orders: z.array(z.string()) }),
  ui: { title: 'commands.promotions.lottery_event.entrants', keywords: ['qualifying orders', 'entrants', 'оролцогч'] },
  cli: { verb: ['lottery-events', 'entrants'], positionals: ['id'] },
});

/**
 * Draws the winners: one per prize unit, among the orders that qualify now, from `seed` (or a
 * fresh random one), and queues each winner's SMS and email. Once per event.
 */
export const lotteryDraw = defineCommand({
  id: 'lottery_event.draw', area: 'promotions', kind: 'mutation', roles: LOTTERY_WRITE, danger: true, notifies: ['sms', 'email'],
  http: { method: 'POST', path: 'lottery_events/:id/draw' },
  input: z.object({
    id: zId,
    /** A seed announced beforehand (a public lottery's numbers); without one the server draws a random one. */
    seed: zText(200).min(1).optional(),
  }),
  output: lotteryDrawAnswer,
  ui: { title: 'commands.promotions.lottery_event.draw', keywords: ['draw winners', 'raffle', 'сугалаа татах', 'ялагч'] },
  cli: { verb: ['lottery-events', 'draw'], positionals: ['id'] },
});

export const lotteryWinners = defineCommand({
  id: 'lottery_event.winners', area: 'promotions', kind: 'query', roles: LOTTERY_READ,
  http: { method: 'GET', path: 'lottery_events/:id/winners' },
  input: z.object({ id: zId }),
  output: z.object({ items: z.array(lotteryWinnerSchema) }),
  ui: { title: 'commands.promotions.lottery_event.winners', keywords: ['winners', 'ялагчид'] },
  cli: { verb: ['lottery-events', 'winners'], positionals: ['id'] },
});

/** Re-runs a drawn event's draw from its recorded seed and entrants: the same winners show it was fair. */
export const lotteryVerify = defineCommand({
  id: 'lottery_event.verify', area: 'promotions', kind: 'query', roles: LOTTERY_READ,
  http: { method: 'GET', path: 'lottery_events/:id/verify' },
  input: z.object({ id: zId }),
  output: z.object({ fair: z.boolean(), seed: z.string(), entrants_count: z.number().int(), entrants_hash: z.string(), hash_matches: z.boolean(), drawn: z.array(z.string()), recorded: z.array(z.string()) }),
  ui: { title: 'commands.promotions.lottery_event.verify', keywords: ['verify draw', 'fairness', 'шалгах'] },
  cli: { verb: ['lottery-events', 'verify'], positionals: ['id'] },
});

export const lotteryCommands = { lotteryEntrants, lotteryDraw, lotteryWinners, lotteryVerify };
