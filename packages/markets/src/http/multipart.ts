import { randomBytes } from 'node:crypto';

export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; data: Uint8Array };

const encoder = new TextEncoder();

function quoted(value: string): string {
  // As browsers do (HTML's form-data encoding): quotes and line breaks percent-encoded, never escaped.
  return value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A `multipart/form-data` body (RFC 7578) as bytes, with the content type naming its boundary. */
export function buildMultipart(parts: readonly MultipartPart[]): { body: Uint8Array; contentType: string } {
  const boundary = `----sellerdesk${randomBytes(12).toString('hex')}`;
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"`;
    if ('data' in part) {
      head += `; filename="${quoted(part.filename)}"\r\nContent-Type: ${part.contentType}`;
    }
    chunks.push(encoder.encode(`${head}\r\n\r\n`));
    chunks.push('data' in part ? part.data : encoder.encode(part.value));
    chunks.push(encoder.encode('\r\n'));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
