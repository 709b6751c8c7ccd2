import type { RouteDef } from './def.js';

const PAGES = ['content', 'admin', 'page'] as const;
// §2 gives news, articles and authors alike [news, admin, content]; §6's `articles` role is not in it.
const NEWS = ['news', 'admin', 'content'] as const;
const MENUS = ['content', 'admin', 'menu'] as const;
const CONTENT = ['content', 'admin'] as const;
// §2 lists /settings/files on its own line among content, with no list: the files are the content
// editors' uploads, and open to every user would let any merchant delete shared files.
const FILES = ['admin', 'content'] as const;

export const CONTENT_ROUTES = [
  { path: '/content/pages', id: 'content.pages', label: 'nav.routes.content_pages', group: 'content', area: 'content', sidebar: true, roles: PAGES },
  { path: '/content/pages/:id', id: 'content.page', label: 'nav.routes.content_page', group: 'content', area: 'content', sidebar: false, roles: PAGES },
  { path: '/content/news', id: 'content.news', label: 'nav.routes.content_news', group: 'content', area: 'content', sidebar: true, roles: NEWS },
  { path: '/content/news/:id', id: 'content.news_item', label: 'nav.routes.content_news_item', group: 'content', area: 'content', sidebar: false, roles: NEWS },
  { path: '/content/articles', id: 'content.articles', label: 'nav.routes.content_articles', group: 'content', area: 'content', sidebar: true, roles: NEWS },
  { path: '/content/articles/:id', id: 'content.article', label: 'nav.routes.content_article', group: 'content', area: 'content', sidebar: false, roles: NEWS },
  { path: '/content/authors', id: 'content.authors', label: 'nav.routes.content_authors', group: 'content', area: 'content', sidebar: true, roles: NEWS },
  { path: '/content/authors/:id', id: 'content.author', label: 'nav.routes.content_author', group: 'content', area: 'content', sidebar: false, roles: NEWS },
  { path: '/content/menus', id: 'content.menus', label: 'nav.routes.content_menus', group: 'content', area: 'content', sidebar: true, roles: MENUS },
  { path: '/content/menus/:id', id: 'content.menu', label: 'nav.routes.content_menu', group: 'content', area: 'content', sidebar: false, roles: MENUS },
  { path: '/content/notifications', id: 'content.notifications', label: 'nav.routes.content_notifications', group: 'content', area: 'content', sidebar: true, roles: CONTENT },
  { path: '/content/look_books', id: 'content.look_books', label: 'nav.routes.content_look_books', group: 'content', area: 'content', sidebar: true, badge: 'new', roles: CONTENT },
  { path: '/content/look_books/:id', id: 'content.look_book', label: 'nav.routes.content_look_book', group: 'content', area: 'content', sidebar: false, roles: CONTENT },
  { path: '/content/polls', id: 'content.polls', label: 'nav.routes.content_polls', group: 'content', area: 'content', sidebar: true, badge: 'new', roles: CONTENT },
  { path: '/content/polls/:id', id: 'content.poll', label: 'nav.routes.content_poll', group: 'content', area: 'content', sidebar: false, roles: CONTENT },
  { path: '/content/compatibility', id: 'content.compatibility', label: 'nav.routes.content_compatibility', group: 'content', area: 'content', sidebar: true, roles: CONTENT },
  { path: '/content/compatibility/features', id: 'content.compatibility_features', label: 'nav.routes.content_compatibility_features', group: 'content', area: 'content', sidebar: true, roles: CONTENT },
  { path: '/content/compatibility/presets', id: 'content.compatibility_presets', label: 'nav.routes.content_compatibility_presets', group: 'content', area: 'content', sidebar: true, roles: CONTENT },
  { path: '/content/compatibility/presets/:id', id: 'content.compatibility_preset', label: 'nav.routes.content_compatibility_preset', group: 'content', area: 'content', sidebar: false, roles: CONTENT },
  { path: '/content/compatibility/builds', id: 'content.compatibility_builds', label: 'nav.routes.content_compatibility_builds', group: 'content', area: 'content', sidebar: true, roles: CONTENT },
  { path: '/content/compatibility/builds/:id', id: 'content.compatibility_build', label: 'nav.routes.content_compatibility_build', group: 'content', area: 'content', sidebar: false, roles: CONTENT },
  { path: '/settings/files', id: 'settings.files', label: 'nav.routes.settings_files', group: 'content', area: 'content', sidebar: true, roles: FILES },
] as const satisfies readonly RouteDef[];
