import { zipSync, type Zippable } from 'fflate';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The built extension as a download: its version (from its manifest) and the zip of its folder. */
export type ExtensionPackage = { version: string; fileName: string; bytes: Uint8Array };

async function filesOf(dir: string, prefix = ''): Promise<Zippable> {
  const files: Zippable = {};
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const name = `${prefix}${entry.name}`;
    if (entry.isDirectory()) {
      Object.assign(files, await filesOf(full, `${name}/`));
    } else if (entry.isFile()) {
      files[name] = new Uint8Array(await fs.readFile(full));
    }
  }
  return files;
}

/**
 * Zips the unpacked extension build (`apps/extension/dist`) on first request and keeps it until the build
 * changes (its manifest is rewritten on every build). The zip holds the files at its root, so the seller
 * unpacks it into one folder and loads that folder in chrome://extensions.
 */
export function createExtensionPackager(distDir: string) {
  let cached: { builtAt: number; pack: ExtensionPackage } | null = null;
  let building: Promise<ExtensionPackage | null> | null = null;

  async function build(): Promise<ExtensionPackage | null> {
    const manifestPath = path.join(distDir, 'manifest.json');
    const stat = await fs.stat(manifestPath).catch(() => null);
    if (!stat) {
      cached = null;
      return null;
    }
    if (cached && cached.builtAt === stat.mtimeMs) {
      return cached.pack;
    }
    const manifest = JSON.parse(await fs.readFile(manifestPath, 'utf8')) as { version?: unknown };
    const version = typeof manifest.version === 'string' ? manifest.version : '0.0.0';
    // Level 6 deflate: the bundle is ~100 KB of JavaScript, zipped in a few milliseconds.
    const bytes = zipSync(await filesOf(distDir), { level: 6 });
    const pack = { version, fileName: `sellerdesk-extension-${version}.zip`, bytes };
    cached = { builtAt: stat.mtimeMs, pack };
    return pack;
  }

  return {
    /** The current build's package, or null when the extension has not been built. */
    get(): Promise<ExtensionPackage | null> {
      // One zip at a time: requests arriving together share it.
      building ??= build().finally(() => {
        building = null;
      });
      return building;
    },
  };
}
