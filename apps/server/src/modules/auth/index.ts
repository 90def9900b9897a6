// Sign-in, sessions and the users' table: login, tokens, passwords and throttles.
export { authRoutes } from './auth.routes';
export { authenticate, issueSession, toUserResponse } from './auth.service';
export { assertStrongPassword, generateTemporaryPassword, hashPassword, verifyPassword } from './passwords';
export { recordHit, type HitOptions, type HitResult } from './throttles.repository';
export { generateOpaqueToken, hashOpaqueToken, type TokenSettings } from './tokens';
export * from './users.repository';
