import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type SentMail = { messageId: string; file?: string };

/** Sends one message. SMTP when configured; otherwise the message becomes an .eml file under DATA_DIR/mail. */
export type Mailer = { send(message: MailMessage): Promise<SentMail>; describe(): string };

export function createMailer(options: { smtpUrl?: string; from: string; mailDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const host = new URL(options.smtpUrl).host;
    return {
      describe: () => `SMTP (${host})`,
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { messageId: info.messageId };
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: () => `.eml 파일 (${options.mailDir})`,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const recipient = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(
        options.mailDir,
        `${stamp}-${recipient}-${crypto.randomBytes(3).toString('hex')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      return { messageId: info.messageId, file };
    },
  };
}
