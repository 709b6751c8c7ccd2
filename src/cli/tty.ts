import { createInterface } from 'node:readline';
import { CliError, EXIT } from './exit.js';

/** Someone can answer a question: both ends of the conversation are a terminal. */
export const canAsk = () => Boolean(process.stdin.isTTY && process.stderr.isTTY);

export const colorOn = (stream: NodeJS.WriteStream = process.stdout) =>
  Boolean(stream.isTTY) && !('NO_COLOR' in process.env) && process.env.TERM !== 'dumb';

/** ink draws with erase codes: only on a terminal, never under CI or for `--json`. */
export const inkAllowed = () => Boolean(process.stdout.isTTY && process.stdin.isTTY) && !process.env.CI;

export function ask(question: string, opts: { hidden?: boolean } = {}): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  if (opts.hidden) {
    // readline echoes what is typed; for a password only the question itself is written
    const out = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WritableStream };
    out._writeToOutput = (s: string) => {
      if (s.startsWith(question) || s === '\r\n' || s === '\n') out.output.write(s.startsWith(question) ? question : s);
    };
  }
  return new Promise((resolve, reject) => {
    rl.question(question, (answer) => {
      rl.close();
      if (opts.hidden) process.stderr.write('\n');
      resolve(answer);
    });
    rl.on('SIGINT', () => {
      rl.close();
      reject(new CliError('interrupted', EXIT.interrupted));
    });
  });
}

/** Yes/no; without a terminal the caller must have said `--yes`, so this is never reached. */
export async function confirm(question: string): Promise<boolean> {
  const answer = await ask(`${question} [y/N] `);
  return /^y(es)?$/i.test(answer.trim());
}

export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
