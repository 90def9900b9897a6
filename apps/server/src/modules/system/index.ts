// Settings of the installation itself (the generated JWT secret).
export { resolveJwtSecret } from './app-settings.repository';
