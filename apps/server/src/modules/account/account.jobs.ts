import * as z from 'zod';
import type { AppDeps } from '../../deps';
import { defineJob } from '../../infra/jobs/queue';
import {
  findUserById,
  generateOpaqueToken,
  generateTemporaryPassword,
  hashOpaqueToken,
  hashPassword,
  updateUser,
} from '../auth/index';
import { insertVerification } from './account.repository';
import { formatKoreanDateTime } from '../../lib/korean-time';
import { accountLockedMail, temporaryPasswordMail, verificationMail } from '../../infra/mail/templates';

/**
 * The address the mail's links start with: the one the seller used when the request was made
 * (infra/mail/link-base.ts), or PUBLIC_URL for jobs queued without it.
 */
const linkBase = z.url().optional();

/**
 * Sends the e-mail verification link. The one-time token is created here, at send time, so the plain
 * token exists only in the mail and never in the job table.
 */
export const sendVerificationMailJob = defineJob({
  name: 'account.send-verification-mail',
  payload: z.object({ userId: z.uuid(), linkBase }),
  retryLimit: 5,
  retryDelaySeconds: 10,
  concurrency: 2,
  async handle(deps: AppDeps, { userId, linkBase }) {
    const user = await findUserById(deps.db, userId);
    if (!user || user.role !== 'BasicUser') {
      return;
    } // Deleted or already verified: nothing to send.
    const token = generateOpaqueToken();
    const hours = deps.config.VERIFICATION_LINK_TTL_HOURS;
    await insertVerification(deps.db, {
      userId,
      tokenHash: hashOpaqueToken(token),
      expiresAt: new Date(Date.now() + hours * 3_600_000),
    });
    const link = `${linkBase ?? deps.config.publicUrl}/user/check-email?token=${encodeURIComponent(token)}`;
    const sent = await deps.mailer.send(verificationMail(user.username, user.name, link, hours));
    // The link is a one-time secret: the log names the .eml file that holds it, never the link itself.
    deps.log.info(
      { userId, file: sent.file },
      sent.file ? `인증 메일을 파일로 저장했습니다: ${sent.file}` : '인증 메일 발송',
    );
  },
});

/** Mails a temporary password. It is accepted beside the current one, so a lost mail locks nobody out. */
export const sendTemporaryPasswordJob = defineJob({
  name: 'account.send-temporary-password',
  payload: z.object({ userId: z.uuid(), linkBase }),
  retryLimit: 5,
  retryDelaySeconds: 10,
  concurrency: 1,
  async handle(deps: AppDeps, { userId, linkBase }) {
    const user = await findUserById(deps.db, userId);
    if (!user || user.suspendedAt) {
      return;
    }
    const password = await generateTemporaryPassword({ account: user.username, name: user.name });
    const hours = deps.config.TEMP_PASSWORD_TTL_HOURS;
    await updateUser(deps.db, userId, {
      tempPasswordHash: await hashPassword(password),
      tempPasswordExpiresAt: new Date(Date.now() + hours * 3_600_000),
    });
    const sent = await deps.mailer.send(
      temporaryPasswordMail(
        user.username,
        user.name,
        password,
        `${linkBase ?? deps.config.publicUrl}/user/login`,
        hours,
      ),
    );
    deps.log.info({ userId, file: sent.file }, '임시 비밀번호 메일 발송');
  },
});

/** Tells the owner that repeated failed logins locked the account (once per lock, see login-throttle.ts). */
export const sendLockNoticeJob = defineJob({
  name: 'account.send-lock-notice',
  payload: z.object({ userId: z.uuid(), lockedUntil: z.iso.datetime(), linkBase }),
  retryLimit: 5,
  retryDelaySeconds: 10,
  concurrency: 1,
  async handle(deps: AppDeps, { userId, lockedUntil, linkBase }) {
    const user = await findUserById(deps.db, userId);
    if (!user) {
      return;
    }
    await deps.mailer.send(
      accountLockedMail(
        user.username,
        user.name,
        formatKoreanDateTime(new Date(lockedUntil)),
        `${linkBase ?? deps.config.publicUrl}/user/reset-password`,
      ),
    );
    deps.log.info({ userId }, '계정 잠금 안내 메일 발송');
  },
});

export const accountJobs = [sendVerificationMailJob, sendTemporaryPasswordJob, sendLockNoticeJob];
