/** Roles and plans. `BasicUser` has not verified the email yet and is sent to check-email. */
export const ROLES = ['Admin', 'User', 'BasicUser'] as const;
export type Role = (typeof ROLES)[number];

/** Plan tiers. Names beyond Free and Lite are not fixed by the spec; the plans issue owns pricing and limits. */
export const PLANS = ['Free', 'Lite', 'Standard', 'Unlimited'] as const;
export type Plan = (typeof PLANS)[number];
