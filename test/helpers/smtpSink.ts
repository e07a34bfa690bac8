import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as it came, dot-stuffing undone. */
  data: Buffer;
}

export interface SmtpSink {
  /** SMTP_URL for the app. */
  url: string;
  /** The messages accepted so far (a message counts once the sink has answered 250 to it). */
  received: ReceivedMail[];
  /** How long the sink waits before accepting a message's data: a slow mail server. */
  delayMs: number;
  close: () => Promise<void>;
}

/** A bare SMTP server on a free local port that keeps what it is sent: enough for nodemailer's client. */
export async function startSmtpSink(delayMs = 0): Promise<SmtpSink> {
  const sockets = new Set<net.Socket>();
  const sink: SmtpSink = { url: '', received: [], delayMs, close: async () => undefined };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = Buffer.alloc(0);
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.writable && socket.write(`${line}\r\n`);
    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') reply('250-sink\r\n250 8BITMIME');
      else if (verb === 'HELO') reply('250 sink');
      else if (verb === 'MAIL') {
        envelope = { from: /<(.*)>/.exec(line)?.[1] ?? '', to: [] };
        reply('250 OK');
      } else if (verb === 'RCPT') {
        envelope.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
        reply('250 OK');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 go on');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else reply('250 OK');
    };
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = Buffer.from(buffer.subarray(0, end + 2).toString('latin1').replace(/^\.\./gm, '.'), 'latin1');
          buffer = buffer.subarray(end + 5);
          inData = false;
          const mail = { ...envelope, data };
          setTimeout(() => {
            sink.received.push(mail);
            reply('250 queued');
          }, sink.delayMs);
        } else {
          const end = buffer.indexOf('\r\n');
          if (end < 0) return;
          const line = buffer.subarray(0, end).toString('latin1');
          buffer = buffer.subarray(end + 2);
          command(line);
        }
      }
    });
    reply('220 sink ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  sink.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return sink;
}

/** A header of a raw message (the first occurrence, unfolded). */
export function header(raw: Buffer | string, name: string): string | undefined {
  const head = raw.toString().split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
}

/** The password-reset token a raw message carries, quoted-printable soft breaks undone. */
export function resetToken(raw: Buffer | string): string | undefined {
  return /\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(raw.toString().replace(/=\r?\n/g, ''))?.[1];
}
