import fs from 'node:fs/promises';
import path from 'node:path';

/** Decodes a quoted-printable body: soft line breaks joined, =XX escapes turned back into UTF-8 bytes. */
export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every text part of an .eml message, decoded according to its Content-Transfer-Encoding. */
export function decodeMailBodies(eml: string): string[] {
  const bodies: string[] = [];
  const partPattern =
    /Content-Transfer-Encoding:\s*([\w-]+)[^\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?=\r?\n--|$)/gi;
  for (const match of eml.matchAll(partPattern)) {
    const encoding = (match[1] ?? '').toLowerCase();
    const body = match[2] ?? '';
    if (encoding === 'base64') {
      bodies.push(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'));
    } else if (encoding === 'quoted-printable') {
      bodies.push(decodeQuotedPrintable(body));
    } else {
      bodies.push(body);
    }
  }
  // Single-part messages without a part header, or anything the pattern missed.
  bodies.push(decodeQuotedPrintable(eml));
  return bodies;
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');
}

/** The verification link (…/user/check-email?token=…) in a mail. */
export function extractVerificationLink(eml: string): string | undefined {
  for (const body of decodeMailBodies(eml)) {
    const match = /https?:\/\/[^\s"'<>]+\/user\/check-email\?token=[A-Za-z0-9_%.~-]+/.exec(
      unescapeHtml(body),
    );
    if (match) {
      return match[0];
    }
  }
  return undefined;
}

/** The temporary password in the reset mail ("임시 비밀번호: …"). */
export function extractTemporaryPassword(eml: string): string | undefined {
  for (const body of decodeMailBodies(eml)) {
    const match = /임시 비밀번호:\s*(\S+)/.exec(body);
    if (match?.[1]) {
      return match[1];
    }
  }
  return undefined;
}

async function mailFilesFor(dataDir: string, recipient: string): Promise<string[]> {
  const dir = path.join(dataDir, 'mail');
  const safeRecipient = recipient.replace(/[^a-zA-Z0-9@._-]/g, '_');
  try {
    return (await fs.readdir(dir))
      .filter((name) => name.endsWith('.eml') && name.includes(safeRecipient))
      .sort()
      .map((name) => path.join(dir, name));
  } catch {
    return [];
  }
}

/**
 * Waits until a mail to `recipient` matching `pick` arrives (the server's job worker writes them as .eml
 * files), newest first; returns what `pick` extracted.
 */
export async function waitForMail<T>(
  dataDir: string,
  recipient: string,
  pick: (eml: string) => T | undefined,
  options: { timeoutMs?: number; after?: number } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    const files = await mailFilesFor(dataDir, recipient);
    for (const file of files.reverse()) {
      if (options.after != null && (await fs.stat(file)).mtimeMs < options.after) {
        continue;
      }
      const found = pick(await fs.readFile(file, 'utf8'));
      if (found !== undefined) {
        return found;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${recipient} 에게 온 메일을 찾지 못했습니다 (${path.join(dataDir, 'mail')}).`);
}
