import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { JobSummary } from '../../shared/schema/jobs.js';
import { applyJobEvent, reloadJobs } from './live-jobs.js';
import { readToken } from './persisted.js';
import type { Selection } from './selection.js';

/** The server's live endpoint (src/server/realtime/route.ts). */
const LIVE_PATH = '/api/bo/live';
/** The socket's refusals: the session is gone or the vendor asked is not his; asking again will not help. */
const FINAL_CLOSE = new Set([4401, 4403]);
/** The server's request to sign in again at once: the user's roles or memberships changed. */
const REAUTHENTICATE = 4000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * What the socket says: `ready` once signed in, then `{ type: 'order', number, website_id, vendor_ids }`
 * per change of an order the reader may read, `{ type: 'job', job }` per move of a job he may see,
 * and `{ type: 'notification', id }` per notification of his own.
 */
interface LiveMessage { type?: string; number?: unknown; job?: JobSummary }

/**
 * Queries an order change makes stale: every list (`['order.list', …]`) and everything of that
 * order, whose keys carry its number second (`['order.get', 'R123']`, `['order.messages', 'R123']`).
 */
export function invalidateOrder(queryClient: QueryClient, number: string | null): void {
  void queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[0] === 'order.list'
      || (number === null ? typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('order.') : q.queryKey[1] === number),
  });
}

function liveUrl(selection: Selection | null): string {
  const url = new URL(LIVE_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  // where the reader acts, as every call says it (§7): a merchant hears his vendor's orders only
  if (selection?.vendorId) url.searchParams.set('vendor_id', String(selection.vendorId));
  if (selection?.website.id) url.searchParams.set('website_id', String(selection.website.id));
  return url.toString();
}

/**
 * Live updates (issue 6 item 9, issue 15): one WebSocket per console, signed in with the first
 * message (the token stays out of URLs), telling react-query which order changed so open lists and
 * details reload at once, and how far each job got (src/web/app/live-jobs.ts). It reconnects with a
 * doubling wait, and after a reconnection reloads every order and job query, since what changed
 * meanwhile was not heard. Mounted once, in the console's shell.
 */
export function useLiveUpdates(selection: Selection | null): void {
  const queryClient = useQueryClient();
  const vendorId = selection?.vendorId ?? null;
  const websiteId = selection?.website.id ?? null;
  const ready = selection !== null;

  useEffect(() => {
    // not before the console knows where the reader acts: the socket's scope is the calls' scope
    if (!ready) return undefined;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let delay = FIRST_RETRY_MS;
    let stopped = false;
    let connectedBefore = false;

    function connect() {
      const token = readToken();
      if (stopped || !token) return;
      const ws = new WebSocket(liveUrl(selection));
      socket = ws;
      ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }));
      ws.onmessage = (e: MessageEvent<string>) => {
        let event: LiveMessage;
        try {
          event = JSON.parse(e.data) as typeof event;
        } catch {
          return;
        }
        if (event.type === 'ready') {
          delay = FIRST_RETRY_MS;
          if (connectedBefore) {
            invalidateOrder(queryClient, null);
            reloadJobs(queryClient);
            void queryClient.invalidateQueries({ queryKey: ['notification.list'] });
          }
          connectedBefore = true;
        } else if (event.type === 'order' && typeof event.number === 'string') {
          invalidateOrder(queryClient, event.number);
        } else if (event.type === 'job' && event.job) {
          applyJobEvent(queryClient, event.job);
        } else if (event.type === 'notification') {
          // one of the reader's own (issue 23): the bell's list and count are read again
          void queryClient.invalidateQueries({ queryKey: ['notification.list'] });
        }
      };
      ws.onclose = (e) => {
        if (socket === ws) socket = null;
        if (stopped || FINAL_CLOSE.has(e.code)) return;
        if (e.code === REAUTHENTICATE) {
          retry = setTimeout(connect, 0);
          return;
        }
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, MAX_RETRY_MS);
      };
    }

    connect();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      socket?.close();
    };
    // a new tenant or website is a new socket; the selection object itself changes more often
  }, [queryClient, ready, vendorId, websiteId]);
}
