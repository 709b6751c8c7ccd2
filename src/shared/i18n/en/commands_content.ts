/** Titles of the content area's commands (`commands.content.*`), the plain resources' by their name. */
export default {
  content_notification: {
    list: 'List storefront notifications', get: 'Show notification', create: 'Create notification', update: 'Update notification',
    delete: 'Delete notification', audits: 'History of a notification',
  },
  author: { list: 'List authors', get: 'Show author', create: 'Create author', update: 'Update author', delete: 'Delete author', audits: 'History of an author' },
  news_item: {
    list: 'List news', get: 'Show news item', create: 'Write news', update: 'Update news item', delete: 'Delete news item',
    clone: 'Copy news item', audits: 'History of a news item',
  },
  content_article: {
    list: 'List articles', get: 'Show article', create: 'Write article', update: 'Update article', delete: 'Delete article',
    clone: 'Copy article', audits: 'History of an article',
  },
  page: { list: 'List pages', get: 'Show page', create: 'Create page', update: 'Update page', delete: 'Delete page', clone: 'Copy page', audits: 'History of a page' },
  menu: { list: 'List menus', get: 'Show menu', create: 'Create menu', update: 'Update menu', delete: 'Delete menu', clone: 'Copy menu', audits: 'History of a menu' },
  poll: { list: 'List polls', get: 'Show poll', create: 'Create poll', update: 'Update poll', delete: 'Delete poll', audits: 'History of a poll', see_answer_info: 'Poll results' },
  look_book: { list: 'List look books', get: 'Show look book', create: 'Create look book', update: 'Update look book', delete: 'Delete look book', clone: 'Copy look book', audits: 'History of a look book' },
  compatibility_feature: { list: 'List compatibility features', get: 'Show compatibility feature', create: 'Create compatibility feature', update: 'Update compatibility feature', delete: 'Delete compatibility feature', update_positions: 'Reorder compatibility features', audits: 'History of a compatibility feature' },
  compatibility: { list: 'List compatibility entries', get: 'Show compatibility entry', create: 'Create compatibility entry', update: 'Update compatibility entry', delete: 'Delete compatibility entry', audits: 'History of a compatibility entry' },
  compatibility_preset: { list: 'List compatibility presets', get: 'Show compatibility preset', create: 'Create compatibility preset', update: 'Update compatibility preset', delete: 'Delete compatibility preset', clone: 'Copy compatibility preset', audits: 'History of a compatibility preset' },
  compatibility_build: { list: 'List builds', get: 'Show build', create: 'Create build', update: 'Update build', delete: 'Delete build', clone: 'Copy build', audits: 'History of a build' },
  downloadable_attachment: { list: 'List files', delete: 'Delete file', batch: 'Delete selected files' },
} as const;
