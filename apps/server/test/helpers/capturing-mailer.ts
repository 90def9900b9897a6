import type { MailMessage, Mailer } from '../../src/infra/mail/mailer';

/** Keeps sent mail in memory so tests can read links and passwords out of it. */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  private waiters: { match: (m: MailMessage) => boolean; resolve: (m: MailMessage) => void }[] = [];

  describe(): string {
    return 'memory';
  }

  async send(message: MailMessage) {
    this.sent.push(message);
    for (const waiter of this.waiters.filter((w) => w.match(message))) {
      waiter.resolve(message);
    }
    this.waiters = this.waiters.filter((w) => !w.match(message));
    return { messageId: `<${this.sent.length}@test>` };
  }

  /** Resolves with the first mail (already sent or arriving within `timeoutMs`) that matches. */
  waitFor(match: (m: MailMessage) => boolean, timeoutMs = 15_000): Promise<MailMessage> {
    const existing = this.sent.find(match);
    if (existing) {
      return Promise.resolve(existing);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('mail did not arrive in time')), timeoutMs);
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  countTo(to: string, subjectIncludes: string): number {
    return this.sent.filter((m) => m.to === to && m.subject.includes(subjectIncludes)).length;
  }
}
