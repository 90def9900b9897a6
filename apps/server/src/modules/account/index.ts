// The seller's account: registration, e-mail verification, passwords, profile and account mails.
export { accountJobs, sendLockNoticeJob } from './account.jobs';
export { accountRoutes } from './account.routes';
export { ensureAdminAccount } from './bootstrap-admin';
