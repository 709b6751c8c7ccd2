import { Box, Text, useApp, useInput } from 'ink';
import { useMemo, useState } from 'react';
import type { FlagSpec, ManifestCommand } from '../manifest/types.js';
import { askedFlags, matchCommands } from './match.js';

export interface PaletteProps {
  /** Only the commands the user may run. */
  commands: readonly ManifestCommand[];
  locale: 'en' | 'mn';
  /** Field errors keyed by flag name, or null when the values are valid. */
  validate(c: ManifestCommand, values: Record<string, string>): Promise<Record<string, string> | null>;
  /** Runs the command; answers the text to show. */
  run(c: ManifestCommand, values: Record<string, string>): Promise<string>;
  /** Rows of the list shown at once. */
  height?: number;
}

type Screen =
  | { name: 'list' }
  | { name: 'form'; command: ManifestCommand; fields: FlagSpec[]; at: number; values: Record<string, string>; error?: string }
  | { name: 'running'; command: ManifestCommand }
  | { name: 'result'; command: ManifestCommand; text: string; failed: boolean };

const hint = (f: FlagSpec) =>
  f.choices && f.kind !== 'list' ? f.choices.join('|') : f.kind === 'list' ? 'a,b,…' : f.kind === 'json' ? 'JSON' : f.kind;

export function Palette({ commands, locale, validate, run, height = 10 }: PaletteProps) {
  const { exit } = useApp();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const [screen, setScreen] = useState<Screen>({ name: 'list' });
  const [draft, setDraft] = useState('');
  const matches = useMemo(() => matchCommands(commands, query, locale), [commands, query, locale]);

  async function submit(command: ManifestCommand, values: Record<string, string>, fields: FlagSpec[]) {
    const errors = await validate(command, values);
    const wrong = errors ? fields.findIndex((f) => errors[f.name] !== undefined) : -1;
    if (errors && wrong >= 0) {
      setScreen({ name: 'form', command, fields, at: wrong, values, error: errors[fields[wrong]!.name] });
      setDraft(values[fields[wrong]!.name] ?? '');
      return;
    }
    if (errors) {
      setScreen({ name: 'result', command, text: Object.entries(errors).map(([k, v]) => `${k}: ${v}`).join('\n'), failed: true });
      return;
    }
    setScreen({ name: 'running', command });
    try {
      setScreen({ name: 'result', command, text: await run(command, values), failed: false });
    } catch (e) {
      setScreen({ name: 'result', command, text: e instanceof Error ? e.message : String(e), failed: true });
    }
  }

  function open(command: ManifestCommand) {
    const fields = askedFlags(command);
    setDraft('');
    if (!fields.length) void submit(command, {}, fields);
    else setScreen({ name: 'form', command, fields, at: 0, values: {} });
  }

  useInput((input, key) => {
    if (screen.name === 'list') {
      if (key.escape) return query ? setQuery('') : exit();
      if (key.upArrow) return setSelected((s) => Math.max(0, s - 1));
      if (key.downArrow) return setSelected((s) => Math.min(matches.length - 1, s + 1));
      if (key.return) {
        const c = matches[Math.min(selected, matches.length - 1)];
        return c ? open(c) : undefined;
      }
      if (key.backspace || key.delete) {
        setSelected(0);
        return setQuery((q) => q.slice(0, -1));
      }
      if (input && !key.ctrl && !key.meta) {
        setSelected(0);
        setQuery((q) => q + input);
      }
      return;
    }
    if (screen.name === 'form') {
      const field = screen.fields[screen.at]!;
      if (key.escape) {
        if (screen.at === 0) return setScreen({ name: 'list' });
        const prev = screen.fields[screen.at - 1]!;
        setDraft(screen.values[prev.name] ?? '');
        return setScreen({ ...screen, at: screen.at - 1, error: undefined });
      }
      if (key.return) {
        const values = { ...screen.values, [field.name]: draft };
        if (!draft) delete values[field.name];
        if (!draft && field.required) return setScreen({ ...screen, error: 'required' });
        if (screen.at + 1 < screen.fields.length) {
          setDraft(values[screen.fields[screen.at + 1]!.name] ?? '');
          return setScreen({ ...screen, values, at: screen.at + 1, error: undefined });
        }
        return void submit(screen.command, values, screen.fields);
      }
      if (key.backspace || key.delete) return setDraft((d) => d.slice(0, -1));
      if (input && !key.ctrl && !key.meta) setDraft((d) => d + input);
      return;
    }
    if (screen.name === 'result' && (key.escape || key.return)) setScreen({ name: 'list' });
  });

  if (screen.name === 'list') {
    const at = Math.min(selected, Math.max(0, matches.length - 1));
    const start = Math.max(0, Math.min(at - Math.floor(height / 2), matches.length - height));
    return (
      <Box flexDirection="column">
        <Text>{'> '}{query}<Text dimColor>{query ? '' : 'type to filter, Enter to run, Esc to quit'}</Text></Text>
        {matches.slice(start, start + height).map((c, i) => (
          <Text key={c.id} inverse={start + i === at}>
            {start + i === at ? '›' : ' '} {c.title[locale]} <Text dimColor>bo {c.verb.join(' ')}</Text>
          </Text>
        ))}
        {matches.length === 0 ? <Text dimColor>no command matches</Text> : null}
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
          <Text key={f.name} dimColor>{f.name}: {f.secret ? '***' : screen.values[f.name] ?? '(none)'}</Text>
        ))}
        <Text>{field.name}{field.required ? '*' : ''} <Text dimColor>({hint(field)})</Text>: {shown}</Text>
        {screen.error ? <Text color="red">{screen.error}</Text> : null}
        <Text dimColor>Enter: next{field.required ? '' : ' (empty: skip)'}, Esc: back</Text>
      </Box>
    );
  }
  if (screen.name === 'running') return <Text>Running {screen.command.title[locale]}…</Text>;
  return (
    <Box flexDirection="column">
      <Text bold color={screen.failed ? 'red' : 'green'}>{screen.command.title[locale]}{screen.failed ? ': failed' : ''}</Text>
      <Text>{screen.text}</Text>
      <Text dimColor>Esc or Enter: back to the commands</Text>
    </Box>
  );
}
