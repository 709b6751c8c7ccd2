import { defaultRangeExtractor, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import { Command } from 'cmdk';
import { useCallback, type CSSProperties, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADING_HEIGHT, LIST_PAD_BOTTOM, LIST_PAD_TOP, type FlatList, type Slot } from './flat.js';
import { PaletteRow } from './PaletteRow.js';

export type PaletteVirtualizer = Virtualizer<HTMLDivElement, Element>;

/** The list's height before it is measured: `.palette-list`'s max-height (72vh - 90px). */
const expectedHeight = () => Math.max(HEADING_HEIGHT, Math.round(window.innerHeight * 0.72 - 90));

/**
 * The rows in view, a few more, and always the selected one (cmdk's Enter runs the selected
 * element, and it must not vanish when the user scrolls away with the wheel). Sizes are fixed, so
 * nothing is measured in the DOM.
 */
export function usePaletteVirtualizer(flat: FlatList, selected: string, list: RefObject<HTMLDivElement | null>): PaletteVirtualizer {
  const selectedSlot = flat.slotOf.get(selected);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    if (selectedSlot === undefined || indexes.includes(selectedSlot)) return indexes;
    return [...indexes, selectedSlot].sort((a, b) => a - b);
  }, [selectedSlot]);
  // new with every list: the virtualizer recomputes its offsets when the key function changes
  const getItemKey = useCallback((i: number) => flat.slots[i]!.key, [flat]);
  const estimateSize = useCallback((i: number) => flat.slots[i]!.size, [flat]);
  return useVirtualizer({
    count: flat.slots.length, getScrollElement: () => list.current, estimateSize, getItemKey, rangeExtractor,
    overscan: 6, paddingStart: LIST_PAD_TOP, paddingEnd: LIST_PAD_BOTTOM, initialRect: { width: 0, height: expectedHeight() },
  });
}

/** Scrolls the least that shows the row (with its group's heading when it is the group's first). */
export function reveal(virtualizer: PaletteVirtualizer, flat: FlatList, value: string): void {
  const at = flat.slotOf.get(value);
  if (at === undefined) return;
  const slot = flat.slots[at]!;
  const group = flat.sectionSlots[slot.section]!;
  const top = at === 1 ? 0 : group.heading + 1 === at ? group.start : slot.start;
  const bottom = at === flat.slots.length - 1 ? flat.total : slot.start + slot.size;
  const offset = virtualizer.scrollOffset ?? 0;
  const height = virtualizer.scrollRect?.height ?? 0;
  if (top < offset) virtualizer.scrollToOffset(top);
  else if (bottom > offset + height) virtualizer.scrollToOffset(bottom - height);
}

/**
 * The rendered part of the list: each group that has a row in range, placed at its offset, with
 * its heading and those rows (so a group still holds its rows in the DOM, for cmdk and the tests).
 */
export function VirtualRows({ flat, virtualizer, onSelect }: { flat: FlatList; virtualizer: PaletteVirtualizer; onSelect: (value: string) => void }) {
  const { t } = useTranslation();
  const groups = new Map<number, { index: number; slot: Slot }[]>();
  for (const { index } of virtualizer.getVirtualItems()) {
    const slot = flat.slots[index];
    if (!slot) continue;
    let rows = groups.get(slot.section);
    if (!rows) groups.set(slot.section, (rows = []));
    if (slot.row) rows.push({ index, slot });
  }
  const style = { height: flat.total, '--palette-heading-h': `${HEADING_HEIGHT}px` } as CSSProperties;
  return (
    <div className="palette-virtual" style={style}>
      {[...groups].map(([s, rows]) => {
        const section = flat.sections[s]!;
        const { start, size } = flat.sectionSlots[s]!;
        return (
          <Command.Group key={section.id} heading={t(section.heading)} data-testid={`palette-group-${section.id}`} className="palette-group"
            style={{ top: start, height: size }}>
            {rows.map(({ index, slot }) => {
              const row = slot.row!;
              const title = row.titleIsKey ? t(row.title) : row.title;
              // keyed by place, not by value: the next keystroke's rows take over these elements
              // and change their text, instead of unmounting and mounting items
              return (
                <PaletteRow key={index} value={row.value} title={row.action.kind === 'search' ? t('palette.recent_search', { query: title }) : title}
                  subtitle={row.subtitle} tag={row.tag} tagLabel={row.tag && t(`palette.command.${row.tag}`)} keys={row.keys?.join(' ')}
                  top={slot.start - start} onSelect={onSelect} />
              );
            })}
          </Command.Group>
        );
      })}
    </div>
  );
}
