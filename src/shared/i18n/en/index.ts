import commands from './commands.js';
import errors from './errors.js';
import nav from './nav.js';

export default { commands, errors, nav } as const;
