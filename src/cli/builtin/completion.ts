import type { Command } from 'commander';
import type { Ctx } from '../context.js';
import { CliError, EXIT } from '../exit.js';

/** Every word path of the CLI (`users`, `users list`) with the words and flags that may follow it. */
export function completionTree(program: Command): Map<string, { words: string[]; flags: string[] }> {
  const tree = new Map<string, { words: string[]; flags: string[] }>();
  const walk = (cmd: Command, path: string) => {
    const words = cmd.commands.map((c) => c.name());
    const flags = cmd.options.map((o) => o.long).filter((l): l is string => Boolean(l));
    tree.set(path, { words, flags: [...flags, '--help'] });
    for (const sub of cmd.commands) walk(sub, path ? `${path} ${sub.name()}` : sub.name());
  };
  walk(program, '');
  return tree;
}

const q = (s: string) => `'${s.replace(/'/g, "'\\''")}'`;

function bash(tree: ReturnType<typeof completionTree>): string {
  const cases = [...tree].map(([path, { words, flags }]) => `    ${q(path)}) words=${q(words.join(' '))}; flags=${q(flags.join(' '))};;`).join('\n');
  return `# bo completion for bash: eval "$(bo completion bash)"
_bo_complete() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" path="" w i words flags
  for ((i = 1; i < COMP_CWORD; i++)); do
    w="\${COMP_WORDS[i]}"
    [[ $w == -* ]] && continue
    _bo_node "$path"
    [[ " $words " == *" $w "* ]] && path="\${path:+$path }$w"
  done
  _bo_node "$path"
  if [[ $cur == -* ]]; then COMPREPLY=( $(compgen -W "$flags" -- "$cur") ); else COMPREPLY=( $(compgen -W "$words" -- "$cur") ); fi
}
_bo_node() {
  words=""; flags=""
  case "$1" in
${cases}
  esac
}
complete -F _bo_complete bo
`;
}

function fish(tree: ReturnType<typeof completionTree>): string {
  const lines = ['# bo completion for fish: bo completion fish | source', 'complete -c bo -f'];
  for (const [path, { words, flags }] of tree) {
    const parts = path ? path.split(' ') : [];
    const cond = parts.length
      ? `__fish_seen_subcommand_from ${parts[parts.length - 1]}${parts.length > 1 ? `; and __fish_seen_subcommand_from ${parts[0]}` : ''}`
      : '__fish_use_subcommand';
    if (words.length) lines.push(`complete -c bo -n ${q(cond)} -a ${q(words.join(' '))}`);
    for (const f of flags) lines.push(`complete -c bo -n ${q(cond)} -l ${f.replace(/^--/, '')}`);
  }
  return `${lines.join('\n')}\n`;
}

export function addCompletion(program: Command, _ctx: Ctx): void {
  program.command('completion <shell>')
    .description('shell completion script, from the catalogue: bash, zsh or fish')
    .action((shell: string) => {
      const tree = completionTree(program);
      if (shell === 'bash') process.stdout.write(bash(tree));
      // zsh runs the bash function through its bash compatibility layer
      else if (shell === 'zsh') process.stdout.write(`# bo completion for zsh: eval "$(bo completion zsh)"\nautoload -U +X bashcompinit && bashcompinit\n${bash(tree)}`);
      else if (shell === 'fish') process.stdout.write(fish(tree));
      else throw new CliError(`no completion for ${shell}: bash, zsh or fish`, EXIT.usage);
    });
}
