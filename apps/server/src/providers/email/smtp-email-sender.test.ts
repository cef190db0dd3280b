import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleEmailSender } from './console-email-sender.ts';
import { EmailError } from './email-sender.ts';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp-server.ts';
import { SmtpEmailSender } from './smtp-email-sender.ts';

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
});

/** A port nothing listens on: bound, then closed. */
async function deadPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('SmtpEmailSender', () => {
  it('delivers the message with From, To, subject and body', async () => {
    const sender = new SmtpEmailSender({ url: smtp.url, from: 'Scoreline <no-reply@scoreline.test>' });
    const sent = await sender.send({ to: 'ada@example.com', subject: 'Your Scoreline code: 123456', text: 'Your code is 123456.' });
    expect(sent.messageId).toMatch(/@/);
    const mail = smtp.mails.at(-1)!;
    expect(mail.from).toBe('no-reply@scoreline.test');
    expect(mail.to).toEqual(['ada@example.com']);
    expect(mail.data).toContain('Subject: Your Scoreline code: 123456');
    expect(mail.data).toContain('Your code is 123456.');
    sender.close();
  });

  it('reports a recipient the server refuses', async () => {
    smtp.refuse.add('nobody@example.com');
    const sender = new SmtpEmailSender({ url: smtp.url, from: 'no-reply@scoreline.test' });
    const error = await sender.send({ to: 'nobody@example.com', subject: 's', text: 't' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmailError);
    expect((error as EmailError).recipientRefused).toBe(true);
    expect((error as EmailError).errorKey).toBe('EMAIL_SEND_FAILED');
  });

  it('reports a server that does not answer', async () => {
    const sender = new SmtpEmailSender({ url: `smtp://127.0.0.1:${await deadPort()}`, from: 'no-reply@scoreline.test', timeoutMs: 2000 });
    const error = await sender.send({ to: 'ada@example.com', subject: 's', text: 't' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmailError);
    expect((error as EmailError).recipientRefused).toBe(false);
  });

  it('refuses an address that is not one before connecting', async () => {
    const before = smtp.mails.length;
    const sender = new SmtpEmailSender({ url: smtp.url, from: 'no-reply@scoreline.test' });
    await expect(sender.send({ to: 'not an address', subject: 's', text: 't' })).rejects.toBeInstanceOf(EmailError);
    expect(smtp.mails.length).toBe(before);
  });
});

describe('ConsoleEmailSender', () => {
  it('logs the message and keeps the last ones in memory', async () => {
    const lines: unknown[] = [];
    const sender = new ConsoleEmailSender({ info: (obj) => lines.push(obj) }, { keep: 2 });
    for (const n of [1, 2, 3]) await sender.send({ to: `m${n}@example.com`, subject: `s${n}`, text: `code ${n}` });
    expect(sender.sent.map((m) => m.to)).toEqual(['m2@example.com', 'm3@example.com']);
    expect(sender.lastTo('m3@example.com')?.text).toBe('code 3');
    expect(lines).toHaveLength(3);
  });
});
