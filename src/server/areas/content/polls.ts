import { count, eq } from 'drizzle-orm';
import { seeAnswerInfo, polls } from '../../../shared/commands/content/polls.js';
import { defineHandlers, type BoundHandler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { notFound } from '../../errors.js';
import { serveResource } from '../../resources/serve.js';

/** Polls on the kit, and §7 `see_answer_info`: the votes counted per answer, one grouped query. */
export const pollHandlers: BoundHandler[] = [
  ...serveResource(polls, { table: schema.polls }),
  ...defineHandlers({ seeAnswerInfo }, {
    async seeAnswerInfo({ id }, ctx) {
      const [poll] = await ctx.db.select().from(schema.polls).where(eq(schema.polls.id, id)).limit(1);
      if (!poll) throw notFound();
      const counts = await ctx.db.select({ index: schema.pollVotes.answerIndex, n: count() }).from(schema.pollVotes)
        .where(eq(schema.pollVotes.pollId, id)).groupBy(schema.pollVotes.answerIndex);
      // a vote for an answer since removed counts in nobody's share
      const answers = poll.answers.map((a, index) => ({ index, text_en: a.text_en, text_mn: a.text_mn, count: Number(counts.find((c) => c.index === index)?.n ?? 0) }));
      const total = answers.reduce((s, a) => s + a.count, 0);
      return { poll_id: poll.id, total, answers: answers.map((a) => ({ ...a, share: total ? a.count / total : 0 })) };
    },
  }),
];
