import { createServer, type Socket } from 'node:net';

/** A message as the fake server took it: the envelope, the login used and the raw RFC 5322 text. */
export interface SmtpDelivery { from: string; to: string[]; user: string | null; data: string }

/**
 * A local SMTP server speaking the real protocol (RFC 5321: EHLO, AUTH PLAIN or LOGIN, MAIL, RCPT,
 * DATA with dot-stuffing, RSET, QUIT), without TLS. `failNext(n)` answers the next n messages'
 * end of DATA with `451` (a temporary failure a sender retries), as a busy relay does.
 */
export async function startFakeSmtpServer(options: { user?: string; password?: string } = {}) {
  const deliveries: SmtpDelivery[] = [];
  const refused: string[] = [];
  let failNext = 0;
  /** Milliseconds each end of DATA waits before its answer: a slow relay. */
  let delay = 0;
  /** Addresses answered `550 5.1.1` at RCPT: no such mailbox, a hard bounce. */
  const unknown = new Set<string>();
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let mode: 'command' | 'data' | 'auth-plain' | 'auth-user' | 'auth-pass' = 'command';
    let user: string | null = null;
    let pendingUser = '';
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let data: string[] = [];

    const login = (name: string, password: string) => {
      if ((options.user ?? null) === null || (name === options.user && password === options.password)) {
        user = name;
        reply('235 2.7.0 Authentication successful');
      } else reply('535 5.7.8 Authentication credentials invalid');
      mode = 'command';
    };
    const plain = (b64: string) => {
      const [, name = '', password = ''] = Buffer.from(b64, 'base64').toString('utf8').split('\0');
      login(name, password);
    };

    const answer = (message: SmtpDelivery) => {
      if (failNext > 0) {
        failNext -= 1;
        refused.push(message.data);
        reply('451 4.3.0 Try again later');
      } else {
        deliveries.push(message);
        reply(`250 2.0.0 Ok: queued as Q${deliveries.length}`);
      }
    };

    const onLine = (line: string) => {
      if (mode === 'data') {
        if (line === '.') {
          mode = 'command';
          const message = { ...envelope, user, data: data.join('\r\n') };
          envelope = { from: '', to: [] };
          data = [];
          // the client waits for this answer before its next command: a delay holds it back
          if (delay > 0) setTimeout(() => answer(message), delay);
          else answer(message);
        } else data.push(line.startsWith('..') ? line.slice(1) : line);
        return;
      }
      if (mode === 'auth-plain') return plain(line);
      if (mode === 'auth-user') { pendingUser = Buffer.from(line, 'base64').toString('utf8'); mode = 'auth-pass'; reply('334 UGFzc3dvcmQ6'); return; }
      if (mode === 'auth-pass') return login(pendingUser, Buffer.from(line, 'base64').toString('utf8'));
      const [verb = '', ...rest] = line.split(' ');
      const arg = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO': reply('250-fake-smtp greets you'); reply('250-AUTH PLAIN LOGIN'); reply('250-8BITMIME'); reply('250 SMTPUTF8'); return;
        case 'HELO': reply('250 fake-smtp'); return;
        case 'AUTH': {
          const [mech = '', initial] = arg.split(' ');
          if (mech.toUpperCase() === 'PLAIN') { if (initial) plain(initial); else { mode = 'auth-plain'; reply('334 '); } return; }
          if (mech.toUpperCase() === 'LOGIN') { mode = 'auth-user'; reply('334 VXNlcm5hbWU6'); return; }
          reply('504 5.5.4 Unrecognized authentication type');
          return;
        }
        case 'MAIL': envelope.from = /<([^>]*)>/.exec(arg)?.[1] ?? ''; reply('250 2.1.0 Ok'); return;
        case 'RCPT': {
          const to = /<([^>]*)>/.exec(arg)?.[1] ?? '';
          if (unknown.has(to.toLowerCase())) { reply('550 5.1.1 No such user here'); return; }
          envelope.to.push(to);
          reply('250 2.1.5 Ok');
          return;
        }
        case 'DATA':
          if (!envelope.to.length) { reply('554 5.5.1 No valid recipients'); return; }
          mode = 'data';
          reply('354 End data with <CR><LF>.<CR><LF>');
          return;
        case 'RSET': envelope = { from: '', to: [] }; data = []; reply('250 2.0.0 Ok'); return;
        case 'NOOP': reply('250 2.0.0 Ok'); return;
        case 'QUIT': reply('221 2.0.0 Bye'); socket.end(); return;
        default: reply('502 5.5.2 Command not recognized');
      }
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let at: number;
      while ((at = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        onLine(line);
      }
    });
    socket.on('error', () => {});
    reply('220 fake-smtp ESMTP ready');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    deliveries,
    /** The messages answered 451, in order. */
    refused,
    failNext(n: number) { failNext = n; },
    /** Each message's answer waits this long (0: none). */
    slow(ms: number) { delay = ms; },
    /** Refuses mail to these addresses from now on, as a mailbox that does not exist. */
    noSuchMailbox(...emails: string[]) { for (const e of emails) unknown.add(e.toLowerCase()); },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A header of a raw message (unfolded), or null. */
export function header(data: string, name: string): string | null {
  const head = data.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/** The server's messages configuration that sends email to a fake SMTP server (`shop`/`s3cret`) and logs SMS. */
export function smtpMessages(port: number) {
  return {
    sms: { kind: 'log' as const },
    email: { kind: 'smtp' as const, url: `smtp://shop:s3cret@127.0.0.1:${port}`, from: 'Shop <no-reply@shop.mn>' },
    maxAttempts: 4, leaseSeconds: 30, retryMs: 20, smsRate: 50, smsPartCost: 1500,
  };
}
