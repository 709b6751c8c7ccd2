import type { MessagesOf } from '../types.js';
import type en from '../en/commands_dashboard.js';

export default {
  summary: 'Хянах самбар: захиалгын тоо ба сүүлийн 30 хоногийн график',
} satisfies MessagesOf<typeof en>;
