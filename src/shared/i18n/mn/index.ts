import commands from './commands.js';
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

export default { commands, errors, nav, ui, help_ui, palette, kit, users, products_admin, products_mass, products_ui } as const;
