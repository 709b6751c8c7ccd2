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
} as const;
