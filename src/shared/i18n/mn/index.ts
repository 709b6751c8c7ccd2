import orders_new from './orders_new.js';
import orders_extra_ui from './orders_extra_ui.js';
import orders_web from './orders_web.js';
import orders_messages from './orders_messages.js';
import commands from './commands.js';
import dashboard from './dashboard.js';
import errors from './errors.js';
import help_ui from './help_ui.js';
import kit from './kit.js';
import nav from './nav.js';
import palette from './palette.js';
import products_admin from './products_admin.js';
import products_ui from './products_ui.js';
import ui from './ui.js';
import users from './users.js';
import products_mass from './products_mass.js';
import lists from './lists.js';

export default { orders_new, orders_extra_ui, orders_web, orders_messages, commands, dashboard, errors, nav, ui, help_ui, palette, kit, users, products_admin, products_mass, products_ui, lists } as const;
