// Settings of the installation itself (the generated token signing key, sealed).
export { resolveSigningKey } from './signing-key';
