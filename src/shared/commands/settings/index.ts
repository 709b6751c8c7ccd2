import { handlebarTemplate, templatePreview } from './templates.js';

/** The Settings' own commands beside its plain resources (those come from the kit's registry). */
export const settingsCommands = { templatePreview, handlebarTemplate };
