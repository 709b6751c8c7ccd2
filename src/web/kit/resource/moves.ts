import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import type { AnyResource } from '../../../shared/resources/define.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { overlayOpen } from '../keys.js';
import { notifyError, notifySuccess } from '../notify.js';
import { invalidateResource } from './view.js';

/** Reference lists are short: the whole list is reordered at once, as update_positions takes it. */
const MAX_ROWS = 1000;

/**
 * Alt+↑ / Alt+↓ on a resource with positions: moves the table's active row (or else the open one)
 * one place up or down, and saves the whole order with `update_positions`.
 */
export function useRowMoves(resource: AnyResource, screen: RefObject<HTMLElement | null>, openId: string | undefined): boolean {
  const queryClient = useQueryClient();
  const viewer = useSession().viewer;
  const command = resource.update_positions;
  const enabled = !!command && canAccess(command, viewer);
  const open = useRef(openId);
  open.current = openId;
  const busy = useRef(false);

  useEffect(() => {
    if (!enabled || !command) return;
    async function move(id: number, by: -1 | 1) {
      busy.current = true;
      try {
        const { items } = await api.call(resource.list, { per_page: MAX_ROWS }) as { items: { id: number }[] };
        const ids = items.map((r) => r.id);
        const at = ids.indexOf(id);
        const to = at + by;
        if (at < 0 || to < 0 || to >= ids.length) return;
        [ids[at], ids[to]] = [ids[to]!, ids[at]!];
        await api.call(command!, { ids }, { idempotencyKey: crypto.randomUUID() });
        invalidateResource(queryClient, resource);
        notifySuccess('updated');
      } catch (e) {
        notifyError(e);
      } finally {
        busy.current = false;
      }
    }
    function onKey(e: KeyboardEvent) {
      if (!e.altKey || e.ctrlKey || e.metaKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') || e.defaultPrevented || overlayOpen()) return;
      const active = screen.current?.querySelector<HTMLElement>('[data-row-key][data-active]')?.dataset.rowKey ?? open.current;
      const id = Number(active);
      if (!Number.isInteger(id) || id <= 0) return;
      e.preventDefault();
      if (!busy.current) void move(id, e.key === 'ArrowUp' ? -1 : 1);
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, command, resource, screen, queryClient]);
  return enabled;
}
