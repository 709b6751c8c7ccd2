import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { deriveManifest } from '../../src/cli/manifest/derive.js';
import type { ManifestCommand } from '../../src/cli/manifest/types.js';
import { looksLikeOrder } from '../../src/cli/ui/match.js';
import { Palette, type OrderHit } from '../../src/cli/ui/palette.js';
import { catalogue } from '../../src/shared/commands/index.js';

const commands = deriveManifest(catalogue).commands.filter((c) => !c.hidden);
const tick = () => new Promise((r) => setTimeout(r, 40));

function palette(extra: { findOrders?: (q: string) => Promise<OrderHit[]>; showOrder?: (n: string) => Promise<string> } = {}) {
  const runs: [string, Record<string, string>][] = [];
  const run = async (c: ManifestCommand, values: Record<string, string>) => {
    runs.push([c.id, values]);
    return `ran ${c.id}`;
  };
  const view = render(<Palette commands={commands} locale="en" validate={async () => null} run={run} {...extra} />);
  return { ...view, runs };
}

describe('bo palette reads every key (tmux, fast typing, pastes)', () => {
  it('a chunk holding text and Enter (CR or LF) runs; DEL and BS in a chunk erase', async () => {
    const { stdin, lastFrame, runs, unmount } = palette();
    await tick();
    // tmux hands over what was typed quickly as one chunk: the Enter at its end must not be text
    stdin.write('show userx\u007f\r');
    await tick();
    expect(lastFrame()).toContain('id*');
    stdin.write('12\b3\n');
    await tick();
    await tick();
    expect(runs).toEqual([['user.get', { id: '13' }]]);
    expect(lastFrame()).toContain('ran user.get');
    unmount();
  });

  it('Backspace alone, as DEL (most terminals) or BS (Ctrl-H), and a bracketed paste', async () => {
    const { stdin, lastFrame, unmount } = palette();
    await tick();
    stdin.write('zzz');
    await tick();
    stdin.write('\u007f');
    await tick();
    stdin.write('\b');
    await tick();
    expect(lastFrame()).toMatch(/^> z\s*$/m);
    stdin.write('\u007f');
    await tick();
    stdin.write('\u001b[200~show\nuser\u001b[201~');
    await tick();
    await tick();
    expect(lastFrame()).toMatch(/^> show user/m);
    expect(lastFrame()).toContain('Show user');
    unmount();
  });

  it('Enter and Backspace as tmux sends them with extended keys on (CSI u)', async () => {
    const { stdin, lastFrame, unmount } = palette();
    await tick();
    stdin.write('show userx');
    await tick();
    stdin.write('\u001b[127u');
    await tick();
    expect(lastFrame()).toMatch(/^> show user\s*$/m);
    stdin.write('\u001b[13u');
    await tick();
    expect(lastFrame()).toContain('id*');
    unmount();
  });
});

describe('bo palette finds orders', () => {
  it('an order number typed and Entered in one chunk opens the order as bo orders show prints it', async () => {
    const asked: string[] = [];
    const { stdin, lastFrame, runs, unmount } = palette({
      findOrders: async (q) => {
        asked.push(q);
        return [{ id: 'R100000008', title: 'R100000008 · Номин Пүрэв', subtitle: 'complete' }];
      },
      showOrder: async (n) => `order ${n} as bo orders show prints it`,
    });
    await tick();
    stdin.write('100000008\r');
    await tick();
    await tick();
    expect(asked).toEqual(['100000008']);
    expect(lastFrame()).toContain('Order R100000008');
    expect(lastFrame()).toContain('order R100000008 as bo orders show prints it');
    expect(runs).toEqual([]);
    unmount();
  });

  it('a phone with several orders lists them; Enter opens the chosen one; nothing found says so', async () => {
    const hits = [
      { id: 'R100000008', title: 'R100000008 · A', subtitle: 'complete' },
      { id: 'R100000015', title: 'R100000015 · A', subtitle: 'canceled' },
    ];
    const { stdin, lastFrame, unmount } = palette({
      findOrders: async (q) => (q === '+976 88179558' ? hits : []),
      showOrder: async (n) => `order ${n}`,
    });
    await tick();
    stdin.write('+976 88179558\r');
    await tick();
    await tick();
    expect(lastFrame()).toContain('Orders of +976 88179558');
    stdin.write('\u001b[B');
    await tick();
    stdin.write('\r');
    await tick();
    await tick();
    expect(lastFrame()).toContain('order R100000015');
    stdin.write('\r');
    await tick();
    stdin.write('\u001b');
    await tick();
    stdin.write('99999999\r');
    await tick();
    await tick();
    expect(lastFrame()).toContain('No order matches 99999999');
    unmount();
  });

  it('a command that messages the customer asks yes after its fields, as bo asks on a terminal', async () => {
    const { stdin, lastFrame, runs, unmount } = palette();
    await tick();
    stdin.write('approve order\rR100000008\r');
    await tick();
    expect(lastFrame()).toContain('yes*');
    expect(runs).toEqual([]);
    stdin.write('yes\r');
    await tick();
    await tick();
    expect(runs).toEqual([['order.approve', { number: 'R100000008', yes: 'yes' }]]);
    unmount();
  });

  it('reads order numbers and phones as the web palette does', () => {
    for (const q of ['R100000008', 'r100000008', '100000008', '88179558', '+97688179558', '976 8817-9558']) expect(looksLikeOrder(q), q).toBe(true);
    for (const q of ['R1', '1234', 'show user', '12345678901', '18179558']) expect(looksLikeOrder(q), q).toBe(false);
  });
});
