export type MultipartFile = { name: string; filename: string; contentType: string; data: Buffer };
export type MultipartForm = { fields: Map<string, string>; files: MultipartFile[] };

/** Reads a `multipart/form-data` body; null when the content type or the framing is wrong. */
export function parseMultipart(contentType: string, body: Buffer): MultipartForm | null {
  const match = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) {
    return null;
  }
  const delimiter = Buffer.from(`--${boundary}`);
  const form: MultipartForm = { fields: new Map(), files: [] };
  let position = body.indexOf(delimiter);
  if (position < 0) {
    return null;
  }
  for (;;) {
    position += delimiter.length;
    if (body.subarray(position, position + 2).toString() === '--') {
      return form;
    }
    position += 2; // CRLF after the delimiter
    const headerEnd = body.indexOf('\r\n\r\n', position);
    const next = body.indexOf(delimiter, position);
    if (headerEnd < 0 || next < 0 || headerEnd > next) {
      return null;
    }
    const headers = body.subarray(position, headerEnd).toString('utf8');
    const data = body.subarray(headerEnd + 4, next - 2); // content ends before the CRLF of the next delimiter
    const name = /name="((?:[^"\\]|\\.)*)"/i.exec(headers)?.[1];
    const filename = /filename="((?:[^"\\]|\\.)*)"/i.exec(headers)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
    if (!name) {
      return null;
    }
    if (filename !== undefined) {
      form.files.push({ name, filename, contentType: type, data: Buffer.from(data) });
    } else {
      form.fields.set(name, data.toString('utf8'));
    }
    position = next;
  }
}

/** The image format from the first bytes, as image services check it. */
export function imageFormat(data: Buffer): 'jpg' | 'png' | 'gif' | 'bmp' | null {
  if (data.length < 12) {
    return null;
  }
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return 'jpg';
  }
  if (data[0] === 0x89 && data.subarray(1, 4).toString('latin1') === 'PNG') {
    return 'png';
  }
  if (data.subarray(0, 3).toString('latin1') === 'GIF') {
    return 'gif';
  }
  if (data[0] === 0x42 && data[1] === 0x4d) {
    return 'bmp';
  }
  return null;
}
