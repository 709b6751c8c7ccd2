import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { deriveManifest } from '../../src/cli/manifest/derive.js';
import type { ManifestCommand } from '../../src/cli/manifest/types.js';
import { Palette } from '../../src/cli/ui/palette.js';
import { catalogue } from '../../src/shared/commands/index.js';

const commands = deriveManifest(catalogue).commands.filter((c) => !c.hidden);
const tick = () => new Promise((r) => setTimeout(r, 30));

async function type(stdin: { write(s: string): void }, text: string) {
  for (const ch of text) {
    stdin.write(ch);
    await tick();
  }
}

describe('bo palette (ink)', () => {
  it('filters as you type, asks each parameter with validation, runs, Esc goes back', async () => {
    const runs: [string, Record<string, string>][] = [];
    const validate = async (c: ManifestCommand, values: Record<string, string>) =>
      c.id === 'user.get' && !/^\d+$/.test(values.id ?? '') ? { id: 'must be a number' } : null;
    const run = async (c: ManifestCommand, values: Record<string, string>) => {
      runs.push([c.id, values]);
      return `ran ${c.id}`;
    };
    const { stdin, lastFrame, unmount } = render(<Palette commands={commands} locale="en" validate={validate} run={run} />);
    await tick();
    expect(lastFrame()).toContain('Who am I');
    await type(stdin, 'show user');
    expect(lastFrame()).toContain('Show user');
    expect(lastFrame()).not.toContain('List websites');
    stdin.write('\r');
    await tick();
    expect(lastFrame()).toContain('id*');
    await type(stdin, 'abc');
    stdin.write('\r');
    await tick();
    await tick();
    expect(lastFrame()).toContain('must be a number');
    for (let i = 0; i < 3; i++) stdin.write('\u007f');
    await tick();
    await type(stdin, '7');
    stdin.write('\r');
    await tick();
    await tick();
    expect(runs).toEqual([['user.get', { id: '7' }]]);
    expect(lastFrame()).toContain('ran user.get');
    stdin.write('\u001b');
    await tick();
    expect(lastFrame()).toContain('Show user');
    unmount();
  });

  it('Esc in a form goes back to the list; nothing matching says so', async () => {
    const { stdin, lastFrame, unmount } = render(<Palette commands={commands} locale="mn" validate={async () => null} run={async () => ''} />);
    await type(stdin, 'zzzz');
    expect(lastFrame()).toContain('no command matches');
    for (let i = 0; i < 4; i++) stdin.write('\u007f');
    await tick();
    await type(stdin, 'users create');
    stdin.write('\r');
    await tick();
    expect(lastFrame()).toContain('email*');
    stdin.write('\u001b');
    await tick();
    expect(lastFrame()).toContain('> users create');
    unmount();
  });
});
