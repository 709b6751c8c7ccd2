// The benchmark's history: one JSON line a run in bench/results/history.jsonl (committed), with the
// commit it measured and the machine it ran on, so `--compare` sets each figure beside the last run
// on the same machine and a slowdown shows in the commit that made it. Figures of different
// machines are never compared: the same code is 2× apart between a laptop and a shared CI box.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { cpus, hostname, totalmem } from 'node:os';
import { join } from 'node:path';
import { higherIsBetter, num, shown } from './figures.mjs';
import { table } from './report.mjs';

export const historyPath = (root) => join(root, 'bench', 'results', 'history.jsonl');
const sha = (s) => createHash('sha256').update(s).digest('hex');

/** What makes two runs comparable: cpu, cores, memory, node, and the host (hashed: a name is not shared). */
export function machine() {
  const m = {
    cpu: cpus()[0]?.model?.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    host: sha(hostname()).slice(0, 12),
  };
  return { ...m, fingerprint: sha(JSON.stringify(m)).slice(0, 12) };
}

/** HEAD and whether the tree differs from it (the history file itself aside: every run appends to it). */
export function commitOf(root) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain', '--', '.', ':(exclude)bench/results').length > 0 };
  } catch {
    return { commit: 'unknown', dirty: true };
  }
}

export function readHistory(root) {
  const path = historyPath(root);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8').split('\n').filter((l) => l.trim()).flatMap((l) => {
    try {
      return [JSON.parse(l)];
    } catch {
      return []; // a line cut short by a killed run must not hide the others
    }
  });
}

export function appendHistory(root, entry) {
  appendFileSync(historyPath(root), `${JSON.stringify(entry)}\n`);
}

const key = (f) => `${f.id}@${f.size ?? ''}`;

/**
 * Each figure of `current` beside the same figure (same id and size) in the latest earlier run on
 * the same machine that measured it: a run of one section is compared figure by figure too.
 */
export function compare(current, history) {
  const earlier = history.filter((e) => e.machine?.fingerprint === current.machine.fingerprint && e.at < current.at).sort((a, b) => (a.at < b.at ? 1 : -1));
  const rows = [['figure', 'size', 'now', 'before', 'commit before', 'change', '']];
  let compared = 0;
  for (const f of current.figures) {
    const run = earlier.find((e) => e.figures?.some((g) => key(g) === key(f)));
    if (!run) {
      rows.push([f.label, f.sizeLabel ?? '', shown(f), 'no earlier run', '', '', '']);
      continue;
    }
    compared++;
    const before = run.figures.find((g) => key(g) === key(f));
    const [a, b] = [f.ratio ?? f.value, before.ratio ?? before.value];
    const change = a / b - 1;
    const worse = higherIsBetter(f) ? change < 0 : change > 0;
    rows.push([f.label, f.sizeLabel ?? '', shown(f), shown(before), `${run.commit.slice(0, 9)}${run.dirty ? '+dirty' : ''} ${run.at.slice(0, 10)}`,
      `${change >= 0 ? '+' : ''}${num(change * 100)}%`, Math.abs(change) >= 0.1 ? (worse ? 'worse' : 'better') : '']);
  }
  const head = `run: ${current.commit.slice(0, 9)}${current.dirty ? '+dirty' : ''} at ${current.at}; machine ${current.machine.fingerprint} (${current.machine.cpu}, ${current.machine.cores} cores, ${current.machine.memoryGB} GB, node ${current.machine.node}); ${earlier.length} earlier run(s) on it`;
  return `${head}\n${compared ? '' : 'nothing to compare with yet: no earlier run on this machine measured these figures\n'}\n${table(rows)}\n\nchange: of the ratio to the same-run baseline where there is one (a busy machine moves both); ±10% or more is marked`;
}
