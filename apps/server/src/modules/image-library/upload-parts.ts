import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_FILES } from '@sellerdesk/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../infra/http/errors';

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
        fields: 10,
        fieldSize: 1024,
        parts: IMAGE_UPLOAD_MAX_FILES + 10,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
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
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(options.maxBytes);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `한 번에 이미지 ${IMAGE_UPLOAD_MAX_FILES}개까지 업로드할 수 있습니다.`,
      );
    }
    throw error;
  }
  return { fields, files, discard };
}
