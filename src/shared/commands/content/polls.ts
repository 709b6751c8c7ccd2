import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zId } from '../../schema/common.js';
import { defineCommand } from '../define.js';
import { zPlainText } from './fields.js';
import { CONTENT } from './roles.js';

/** One answer a shopper may pick; votes count by the answer's place, so reordering answers moves their votes with them only by editing before voting starts. */
export const pollAnswerSchema = z.object({ text_en: zPlainText(200).min(1), text_mn: zPlainText(200).min(1) });

/** The storefront's polls (§2 /content/polls and /{id}): a question and its answers, in both languages. */
export const polls = defineResource({
  area: 'content', name: 'poll', path: 'polls', cli: ['polls'],
  fields: {
    question_en: zPlainText(300).min(1), question_mn: zPlainText(300).min(1),
    answers: z.array(pollAnswerSchema).min(2).max(20), active: z.boolean(),
  },
  required: ['question_en', 'question_mn', 'answers'],
  item: z.object({
    id: z.number().int(), question_en: z.string(), question_mn: z.string(), answers: z.array(pollAnswerSchema), active: z.boolean(), updated_at: z.string(),
  }),
  read: CONTENT, write: CONTENT,
  list: {
    columns: [{ field: 'question_en', mn: 'question_mn', label: 'content_ui.fields.question' }, { field: 'answers', kind: 'count' }, 'active', { field: 'updated_at', kind: 'date' }],
    search: ['question_en', 'question_mn'], filters: { active: 'bool' }, sorts: ['updated_at'], order: ['question_en'],
  },
  title: { en: 'question_en', mn: 'question_mn' }, i18n: { fields: 'content_ui.fields' }, defaults: { active: true, answers: [] },
  audits: true, routes: [{ list: 'content.polls', detail: 'content.poll' }],
  sample: { answers: [{ text_en: 'Yes', text_mn: 'Тийм' }, { text_en: 'No', text_mn: 'Үгүй' }] },
  keywords: ['poll', 'survey', 'vote', 'санал асуулга'],
});

export const pollResultSchema = z.object({
  poll_id: z.number().int(), total: z.number().int(),
  answers: z.array(z.object({ index: z.number().int(), text_en: z.string(), text_mn: z.string(), count: z.number().int(), share: z.number() })),
});

/** §7 polls `see_answer_info`: how many picked each answer, and its share of all votes (0…1; 0 when nobody voted). */
export const seeAnswerInfo = defineCommand({
  id: 'poll.see_answer_info', area: 'content', kind: 'query', roles: CONTENT,
  http: { method: 'GET', path: 'polls/:id/see_answer_info' },
  input: z.object({ id: zId }), output: pollResultSchema,
  ui: { title: 'commands.content.poll.see_answer_info', keywords: ['poll results', 'votes', 'санал асуулгын дүн'] },
  cli: { verb: ['polls', 'results'], positionals: ['id'] },
});
