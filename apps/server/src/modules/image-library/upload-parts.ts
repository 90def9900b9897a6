import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_FILES } from '@sellerdesk/domain';
import { describeInputViolation, findInputViolation } from '@sellerdesk/domain/api';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../infra/http/errors';

/** A `boundary` parameter of 1–70 characters (RFC 2046), quoted or not. */
const MULTIPART_BOUNDARY = /;\s*boundary=(?:"[^"]{1,70}"|[^\s";]{1,70})(?:\s*;|\s*$)/i;

/** Text fields an upload may carry besides its files (it needs one: `type`). */
const UPLOAD_MAX_FIELDS = 10;

export type ReceivedFile = { path: string; fileName: string; bytes: number };
export type ReceivedUpload = {
  fields: Record<string, string>;
  files: ReceivedFile[];
  discard(): Promise<void>;
};

/** The refusal for a file over the limit: the catalogue's words at the spec's limit, else the number. */
export function tooLarge(maxBytes: number): AppError {
  return maxBytes === IMAGE_UPLOAD_MAX_BYTES
    ? new AppError('IMAGE_TOO_LARGE')
    : new AppError('IMAGE_TOO_LARGE', `이미지는 ${maxBytes}바이트까지 업로드할 수 있습니다.`);
}

/**
 * Streams a multipart upload to temporary files (never the whole file in memory): `files` parts are
 * written under `tmpDir` as they arrive, counted against `maxBytes` per file, and the text fields are
 * collected whatever their order. On any failure the files written so far are removed.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: { tmpDir: string; maxBytes: number },
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', '이미지는 multipart/form-data로 보내야 합니다.');
  }
  if (!MULTIPART_BOUNDARY.test(request.headers['content-type'] ?? '')) {
    // Without it the parser guesses where parts start (or throws): refuse before reading anything.
    throw new AppError('MULTIPART_MALFORMED');
  }
  await fs.mkdir(options.tmpDir, { recursive: true });
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  const discard = async () => {
    await Promise.all(files.map((file) => fs.rm(file.path, { force: true })));
  };
  try {
    const parts = request.parts({
      limits: {
        fileSize: options.maxBytes,
        files: IMAGE_UPLOAD_MAX_FILES,
        fields: UPLOAD_MAX_FIELDS,
        fieldSize: 1024,
        parts: IMAGE_UPLOAD_MAX_FILES + UPLOAD_MAX_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = String(part.value);
        refuseBadCharacters(value, [part.fieldname]);
        fields[part.fieldname] = value;
        continue;
      }
      // The file name is stored as text (PostgreSQL refuses a NUL in it): the same policy as JSON input.
      refuseBadCharacters(part.filename ?? '', [part.fieldname, files.length, 'filename']);
      if (part.fieldname !== 'files' && part.fieldname !== 'file') {
        // Drain parts under other names so the request can finish.
        part.file.resume();
        continue;
      }
      const file: ReceivedFile = {
        path: path.join(options.tmpDir, `upload-${crypto.randomBytes(12).toString('hex')}`),
        fileName: (part.filename || '').slice(0, 255),
        bytes: 0,
      };
      files.push(file);
      part.file.on('data', (chunk: Buffer) => {
        file.bytes += chunk.length;
      });
      await pipeline(part.file, createWriteStream(file.path, { flags: 'wx' }));
      if (part.file.truncated) {
        throw tooLarge(options.maxBytes);
      }
    }
  } catch (error) {
    await discard();
    throw uploadFailure(error, options.maxBytes);
  }
  return { fields, files, discard };
}

/** Refuses a NUL or a lone surrogate in a field or file name, as the input policy does for JSON. */
function refuseBadCharacters(text: string, path: (string | number)[]): void {
  const violation = findInputViolation(text);
  if (violation) {
    throw new AppError('INVALID_CHARACTERS', describeInputViolation({ ...violation, path }));
  }
}

/** Limit errors of @fastify/multipart: too many parts, files or fields in one request. */
const PART_LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);
/** Errors of @fastify/multipart about the body itself: closed early, a field named like a prototype key. */
const MALFORMED_CODES = new Set([
  'FST_MP_PREMATURE_CLOSE',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
]);
/**
 * The parser (busboy) throws plain errors for a body it cannot read: no boundary in the content type
 * ("Boundary not found", "Boundary required"), an empty or over-long one ("The needle cannot…"), or a
 * body that ends before its closing boundary ("Unexpected end of multipart data", "… terminated early").
 */
const MALFORMED_MESSAGE = /boundary|needle|unexpected end of multipart|terminated early|malformed/i;

/**
 * What a failed upload answers: the caller's mistakes become 400/413 with Korean words; anything else
 * (the disk, a bug) stays the error it was, a 500.
 */
function uploadFailure(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) {
    return error;
  }
  const { code, message, syscall } = error as { code?: string; message?: string; syscall?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return tooLarge(maxBytes);
  }
  if (code && PART_LIMIT_CODES.has(code)) {
    return new AppError(
      'MULTIPART_TOO_MANY_PARTS',
      `한 번에 이미지 ${IMAGE_UPLOAD_MAX_FILES}개까지 업로드할 수 있습니다. (입력 항목은 ${UPLOAD_MAX_FIELDS}개까지)`,
    );
  }
  if ((code && MALFORMED_CODES.has(code)) || (syscall == null && MALFORMED_MESSAGE.test(message ?? ''))) {
    return new AppError('MULTIPART_MALFORMED');
  }
  return error;
}
