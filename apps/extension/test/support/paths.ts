import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const EXTENSION_ROOT = path.join(REPO_ROOT, 'apps/extension');
