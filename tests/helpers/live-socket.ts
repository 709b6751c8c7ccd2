import WebSocket from 'ws';
import type { JobSummary } from '../../src/shared/schema/jobs.js';

/** What the live socket (`/api/bo/live`) sends: `ready`, an `order` that changed, a `job` that moved, an `error`. */
export interface LiveEvent {
  type: string;
  number?: string;
  website_id?: number | null;
  vendor_ids?: number[];
  code?: string;
  job?: JobSummary;
}

/** A socket of the live endpoint with what it received, in order, and a way to wait for more. */
export class LiveSocket {
  readonly events: LiveEvent[] = [];
  closeCode: number | null = null;
  private waiters: (() => void)[] = [];
  readonly socket: WebSocket;

  constructor(baseUrl: string, query = '') {
    this.socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/bo/live${query}`);
    this.socket.on('message', (data) => {
      this.events.push(JSON.parse(String(data)) as LiveEvent);
      this.waiters.splice(0).forEach((w) => w());
    });
    this.socket.on('close', (code) => {
      this.closeCode = code;
      this.waiters.splice(0).forEach((w) => w());
    });
  }

  /** Resolves once an event satisfies `match` (or the socket closed), failing after 15 s. */
  async next(match: (e: LiveEvent) => boolean): Promise<LiveEvent> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (this.closeCode !== null) throw new Error(`socket closed (${this.closeCode}) before the event came: ${JSON.stringify(this.events)}`);
      if (Date.now() > deadline) throw new Error(`no such event; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  async closed(): Promise<number> {
    while (this.closeCode === null) await new Promise<void>((resolve) => { this.waiters.push(resolve); setTimeout(resolve, 200); });
    return this.closeCode;
  }

  /** Opens and sends the token as the first message, as the console does. */
  static async connect(baseUrl: string, token: string, query = ''): Promise<LiveSocket> {
    const live = new LiveSocket(baseUrl, query);
    await new Promise<void>((resolve, reject) => { live.socket.once('open', () => resolve()); live.socket.once('error', reject); });
    live.socket.send(JSON.stringify({ type: 'auth', token }));
    return live;
  }

  /** Connects and waits until signed in. */
  static async open(baseUrl: string, token: string, query = ''): Promise<LiveSocket> {
    const live = await LiveSocket.connect(baseUrl, token, query);
    await live.next((e) => e.type === 'ready');
    return live;
  }

  close() { this.socket.close(); }
}

