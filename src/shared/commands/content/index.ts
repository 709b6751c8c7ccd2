import { batch as fileBatch, list as fileList, remove as fileDelete } from './files.js';
import { seeAnswerInfo } from './polls.js';

/** The content area's own commands beside its plain resources (those come from the kit's registry). */
export const contentCommands = { seeAnswerInfo, fileList, fileDelete, fileBatch };
