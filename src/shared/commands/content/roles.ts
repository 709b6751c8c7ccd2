import type { Role } from '../../roles/roles.js';

/** §2's role lists of the content routes (the same as src/shared/roles/routes/content.ts). */
export const PAGES: readonly Role[] = ['content', 'admin', 'page'];
export const NEWS: readonly Role[] = ['news', 'admin', 'content'];
export const MENUS: readonly Role[] = ['content', 'admin', 'menu'];
export const CONTENT: readonly Role[] = ['content', 'admin'];
