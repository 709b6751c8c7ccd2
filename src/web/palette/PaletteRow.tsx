import { Command } from 'cmdk';
import { memo } from 'react';
import { ROW_HEIGHT } from './flat.js';

export interface PaletteRowProps {
  readonly value: string;
  /** Text as shown, translated by the list. */
  readonly title: string;
  readonly subtitle?: string | undefined;
  readonly tag?: 'query' | 'mutation' | undefined;
  readonly tagLabel?: string | undefined;
  /** The go-to keys, space-separated (`g u`): a string compares by value. */
  readonly keys?: string | undefined;
  /** From the top of its group, in px. */
  readonly top: number;
  /** One handler for every row, told the row's value: a keystroke does not make new ones. */
  readonly onSelect: (value: string) => void;
}

/**
 * One result, from plain values only: a row whose text and place did not change is not rendered
 * again, whatever the keystroke rebuilt around it.
 */
export const PaletteRow = memo(function PaletteRow({ value, title, subtitle, tag, tagLabel, keys, top, onSelect }: PaletteRowProps) {
  return (
    <Command.Item value={value} onSelect={onSelect} className="palette-item" data-testid="palette-item" data-value={value}
      style={{ top, height: ROW_HEIGHT }}>
      <span className="palette-item-main">
        <span className="palette-item-title">{title}</span>
        {subtitle && <span className="palette-item-sub">{subtitle}</span>}
      </span>
      {tag && <span className={`palette-tag palette-tag-${tag}`}>{tagLabel}</span>}
      {keys && (
        <span className="palette-keys" aria-label={keys}>
          {keys.split(' ').map((k, i) => <kbd key={i}>{k}</kbd>)}
        </span>
      )}
    </Command.Item>
  );
});
