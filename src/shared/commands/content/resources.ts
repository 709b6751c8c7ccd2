import { authors } from './authors.js';
import { compatibilityResources } from './compatibility.js';
import { lookBooks } from './look-books.js';
import { menus } from './menus.js';
import { contentNotifications } from './notifications.js';
import { pages } from './pages.js';
import { polls } from './polls.js';
import { articles, news } from './posts.js';

/** The content area's plain resources, in the kit's registry (src/shared/resources/registry.ts). */
export const contentResources = [contentNotifications, authors, news, articles, menus, pages, polls, lookBooks, ...compatibilityResources] as const;
