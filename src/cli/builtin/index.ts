import type { Command } from 'commander';
import type { Ctx } from '../context.js';
import { addAuthCommands } from './auth.js';
import { addCompletion } from './completion.js';
import { addRawCommands } from './raw.js';

export function addBuiltins(program: Command, ctx: Ctx): void {
  addAuthCommands(program, ctx);
  addRawCommands(program, ctx);
  addCompletion(program, ctx);
}
