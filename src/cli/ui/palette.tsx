import { Box, Text, useApp, useInput } from 'ink';
import { useRef, useState } from 'react';
import { t } from '../i18n.js';
import type { FlagSpec, ManifestCommand } from '../manifest/types.js';
import { keyReader, type KeyEvent } from './keys.js';
import { askedFlags, looksLikeOrder, matchCommands } from './match.js';

/** An order the server's search found (`system.search`'s orders group). */
export interface OrderHit { id: string; title: string; subtitle: string }

export interface PaletteProps {
  /** Only the commands the user may run. */
  commands: readonly ManifestCommand[];
  locale: 'en' | 'mn';
  /** Field errors keyed by flag name, or null when the values are valid. */
  validate(c: ManifestCommand, values: Record<string, string>): Promise<Record<string, string> | null>;
  /** Runs the command; answers the text to show. */
  run(c: ManifestCommand, values: Record<string, string>): Promise<string>;
  /** The orders an order number or a phone finds, as the web palette's live search finds them. */
  findOrders?(query: string): Promise<OrderHit[]>;
  /** One order as `bo orders show` prints it. */
  showOrder?(number: string): Promise<string>;
  /** Rows of the list shown at once. */
  height?: number;
}

type Screen =
  | { name: 'list' }
  | { name: 'form'; command: ManifestCommand; fields: FlagSpec[]; at: number; values: Record<string, string>; error?: string }
  | { name: 'running'; title: string }
  | { name: 'orders'; query: string; hits: OrderHit[]; at: number }
  | { name: 'result'; title: string; text: string; failed: boolean };

interface State { query: string; selected: number; screen: Screen; draft: string }

const hint = (f: FlagSpec) =>
  f.choices && f.kind !== 'list' ? f.choices.join('|') : f.kind === 'list' ? 'a,b,…' : f.kind === 'json' ? 'JSON' : f.kind;

export function Palette({ commands, locale, validate, run, findOrders, showOrder, height = 10 }: PaletteProps) {
  const { exit } = useApp();
  const [state, setRendered] = useState<State>({ query: '', selected: 0, screen: { name: 'list' }, draft: '' });
  // keys of one chunk are applied in turn, each on the state the one before left (a ref, not a render)
  const current = useRef(state);
  const set = (next: State) => {
    current.current = next;
    setRendered(next);
  };
  const patch = (p: Partial<State>) => set({ ...current.current, ...p });
  const matchesOf = (query: string) => matchCommands(commands, query, locale);

  async function submit(command: ManifestCommand, values: Record<string, string>, fields: FlagSpec[]) {
    const title = command.title[locale];
    const errors = await validate(command, values);
    const wrong = errors ? fields.findIndex((f) => errors[f.name] !== undefined) : -1;
    if (errors && wrong >= 0) {
      return patch({ screen: { name: 'form', command, fields, at: wrong, values, error: errors[fields[wrong]!.name] }, draft: values[fields[wrong]!.name] ?? '' });
    }
    if (errors) return patch({ screen: { name: 'result', title, text: Object.entries(errors).map(([k, v]) => `${k}: ${v}`).join('\n'), failed: true } });
    await show(title, () => run(command, values));
  }

  async function show(title: string, load: () => Promise<string>) {
    patch({ screen: { name: 'running', title } });
    try {
      patch({ screen: { name: 'result', title, text: await load(), failed: false } });
    } catch (e) {
      patch({ screen: { name: 'result', title, text: e instanceof Error ? e.message : String(e), failed: true } });
    }
  }

  const openOrder = (number: string) => (showOrder ? void show(t('palette.order', { number }), () => showOrder(number)) : undefined);

  async function lookUp(query: string) {
    if (!findOrders) return;
    try {
      const hits = await findOrders(query);
      if (hits.length === 1) return openOrder(hits[0]!.id);
      if (!hits.length) return patch({ screen: { name: 'result', title: query, text: t('palette.no_order', { query }), failed: true } });
      patch({ screen: { name: 'orders', query, hits, at: 0 } });
    } catch (e) {
      patch({ screen: { name: 'result', title: query, text: e instanceof Error ? e.message : String(e), failed: true } });
    }
  }

  function open(s: State, command: ManifestCommand): State {
    const fields = askedFlags(command);
    if (!fields.length) {
      void submit(command, {}, fields);
      return { ...s, screen: { name: 'running', title: command.title[locale] } };
    }
    return { ...s, draft: '', screen: { name: 'form', command, fields, at: 0, values: {} } };
  }

  function step(s: State, ev: KeyEvent): State {
    const screen = s.screen;
    if (screen.name === 'list') {
      const matches = matchesOf(s.query);
      if (ev.type === 'escape') {
        if (!s.query) exit();
        return { ...s, query: '', selected: 0 };
      }
      if (ev.type === 'up') return { ...s, selected: Math.max(0, s.selected - 1) };
      if (ev.type === 'down') return { ...s, selected: Math.min(matches.length - 1, s.selected + 1) };
      if (ev.type === 'enter') {
        // an order number or a phone opens the order, as in the web palette
        if (findOrders && looksLikeOrder(s.query)) {
          void lookUp(s.query.trim());
          return { ...s, screen: { name: 'running', title: t('palette.looking', { query: s.query.trim() }) } };
        }
        const c = matches[Math.min(s.selected, matches.length - 1)];
        return c ? open(s, c) : s;
      }
      if (ev.type === 'backspace') return { ...s, selected: 0, query: s.query.slice(0, -1) };
      if (ev.type === 'text') return { ...s, selected: 0, query: s.query + ev.text };
      return s;
    }
    if (screen.name === 'orders') {
      if (ev.type === 'escape') return { ...s, screen: { name: 'list' } };
      if (ev.type === 'up') return { ...s, screen: { ...screen, at: Math.max(0, screen.at - 1) } };
      if (ev.type === 'down') return { ...s, screen: { ...screen, at: Math.min(screen.hits.length - 1, screen.at + 1) } };
      if (ev.type === 'enter') {
        openOrder(screen.hits[screen.at]!.id);
        return { ...s, screen: { name: 'running', title: screen.hits[screen.at]!.id } };
      }
      return s;
    }
    if (screen.name === 'form') {
      const field = screen.fields[screen.at]!;
      if (ev.type === 'escape') {
        if (screen.at === 0) return { ...s, screen: { name: 'list' } };
        const prev = screen.fields[screen.at - 1]!;
        return { ...s, draft: screen.values[prev.name] ?? '', screen: { ...screen, at: screen.at - 1, error: undefined } };
      }
      if (ev.type === 'enter') {
        const values = { ...screen.values, [field.name]: s.draft };
        if (!s.draft) delete values[field.name];
        if (!s.draft && field.required) return { ...s, screen: { ...screen, error: t('issue.required') } };
        if (screen.at + 1 < screen.fields.length) {
          return { ...s, draft: values[screen.fields[screen.at + 1]!.name] ?? '', screen: { ...screen, values, at: screen.at + 1, error: undefined } };
        }
        void submit(screen.command, values, screen.fields);
        return { ...s, screen: { name: 'running', title: screen.command.title[locale] } };
      }
      if (ev.type === 'backspace') return { ...s, draft: s.draft.slice(0, -1) };
      if (ev.type === 'text') return { ...s, draft: s.draft + ev.text };
      return s;
    }
    if (screen.name === 'result' && (ev.type === 'escape' || ev.type === 'enter')) return { ...s, screen: { name: 'list' } };
    return s;
  }

  const readKeys = useRef(keyReader()).current;
  useInput((input, key) => {
    let s = current.current;
    for (const ev of readKeys(input, key)) s = step(s, ev);
    if (s !== current.current) set(s);
  });

  const { query, selected, screen, draft } = state;
  if (screen.name === 'list') {
    const matches = matchesOf(query);
    const at = Math.min(selected, Math.max(0, matches.length - 1));
    const start = Math.max(0, Math.min(at - Math.floor(height / 2), matches.length - height));
    return (
      <Box flexDirection="column">
        <Text>{'> '}{query}<Text dimColor>{query ? '' : t('palette.hint')}</Text></Text>
        {matches.slice(start, start + height).map((c, i) => (
          <Text key={c.id} inverse={start + i === at}>
            {start + i === at ? '›' : ' '} {c.title[locale]} <Text dimColor>bo {c.verb.join(' ')}</Text>
          </Text>
        ))}
        {matches.length === 0 ? <Text dimColor>{t('palette.no_match')}</Text> : null}
      </Box>
    );
  }
  if (screen.name === 'orders') {
    return (
      <Box flexDirection="column">
        <Text bold>{t('palette.orders_of', { query: screen.query })}</Text>
        {screen.hits.map((h, i) => (
          <Text key={h.id} inverse={i === screen.at}>{i === screen.at ? '›' : ' '} {h.title} <Text dimColor>{h.subtitle}</Text></Text>
        ))}
      </Box>
    );
  }
  if (screen.name === 'form') {
    const field = screen.fields[screen.at]!;
    const shown = field.secret ? '*'.repeat(draft.length) : draft;
    return (
      <Box flexDirection="column">
        <Text bold>{screen.command.title[locale]} <Text dimColor>bo {screen.command.verb.join(' ')}</Text></Text>
        {screen.fields.slice(0, screen.at).map((f) => (
          <Text key={f.name} dimColor>{f.name}: {f.secret ? '***' : screen.values[f.name] ?? t('palette.none')}</Text>
        ))}
        <Text>{field.name}{field.required ? '*' : ''} <Text dimColor>({hint(field)})</Text>: {shown}</Text>
        {screen.error ? <Text color="red">{screen.error}</Text> : null}
        <Text dimColor>{t(field.required ? 'palette.form_keys' : 'palette.form_keys_optional')}</Text>
      </Box>
    );
  }
  if (screen.name === 'running') return <Text>{screen.title}…</Text>;
  return (
    <Box flexDirection="column">
      <Text bold color={screen.failed ? 'red' : 'green'}>{screen.title}{screen.failed ? `: ${t('palette.failed')}` : ''}</Text>
      <Text>{screen.text}</Text>
      <Text dimColor>{t('palette.back')}</Text>
    </Box>
  );
}
