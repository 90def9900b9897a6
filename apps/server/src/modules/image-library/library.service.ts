import fs from 'node:fs/promises';
import path from 'node:path';
import { UploadImageForm, type LibraryImage } from '@sellerdesk/domain/api';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { AppError } from '../../infra/http/errors';
import { describeIssues, type ImageLibraryType } from '@sellerdesk/domain';
import { cleanUploadedImage } from './clean-image';
import * as repo from './library.repository';
import { receiveUpload } from './upload-parts';

/**
 * Who may see what: the bytes of a stored image are served at a public, content-addressed address
 * (IMAGE_STORE_PATH and `<sha-256>.jpg`) so marketplaces and the editor's HTML can load them without a token; the
 * address is unguessable and names nothing but the picture. Listing, usage figures and deletion go
 * through the seller's own rows only.
 */
export async function uploadImages(deps: AppDeps, userId: string, request: FastifyRequest) {
  const upload = await receiveUpload(request, {
    tmpDir: path.join(deps.config.dataDir, 'tmp', 'uploads'),
    maxBytes: deps.config.IMAGE_UPLOAD_MAX_BYTES,
  });
  try {
    const form = UploadImageForm.safeParse(upload.fields);
    if (!form.success) {
      throw new AppError('VALIDATION_FAILED', describeIssues(form.error.issues));
    }
    if (upload.files.length === 0) {
      throw new AppError('IMAGE_UPLOAD_FAILED', '업로드할 이미지 파일(files)이 없습니다.');
    }
    // One file at a time: decoding is the costly part and memory stays at one picture.
    const stored: (repo.NewLibraryImage & { cleanFile: string })[] = [];
    for (const file of upload.files) {
      if (file.bytes === 0) {
        throw new AppError('IMAGE_EMPTY');
      }
      const clean = await cleanUploadedImage(file.path);
      const image = await deps.images.put(clean.data);
      // Keep the cleaned bytes until the rows are written (see the re-check below).
      await fs.writeFile(file.path, clean.data);
      stored.push({
        type: form.data.type,
        hash: path.basename(image.key).split('.')[0]!,
        key: image.key,
        format: image.format,
        bytes: image.bytes,
        width: image.width,
        height: image.height,
        fileName: file.fileName,
        cleanFile: file.path,
      });
    }
    const rows = await repo.insertImages(
      deps.db,
      userId,
      stored.map(({ cleanFile: _cleanFile, ...image }) => image),
    );
    // A reset that found a picture unused just before our rows existed may have removed its file: put it back.
    for (const image of stored) {
      const present = await fs
        .access(deps.images.filePath(image.key))
        .then(() => true)
        .catch(() => false);
      if (!present) {
        await deps.images.put(await fs.readFile(image.cleanFile));
      }
    }
    return { images: rows.map(repo.toLibraryImage) satisfies LibraryImage[] };
  } finally {
    await upload.discard();
  }
}

/** Deletes the seller's images of one type; bytes nobody else holds or uses leave the store too. */
export async function resetImages(deps: AppDeps, userId: string, type: ImageLibraryType) {
  const removed = await repo.deleteImagesOfType(deps.db, userId, type);
  const hashes = [...new Set(removed.map((row) => row.hash))];
  const inUse = await repo.hashesInUse(deps.db, hashes);
  for (const row of removed) {
    if (!inUse.has(row.hash)) {
      await fs.rm(deps.images.filePath(row.key), { force: true });
    }
  }
  return { type, removed: removed.length, bytes: removed.reduce((total, row) => total + row.bytes, 0) };
}

export async function imageUsage(deps: AppDeps, userId: string, days: number) {
  const [byType, series] = await Promise.all([
    repo.usageByType(deps.db, userId),
    repo.usageByDay(deps.db, userId, days),
  ]);
  return {
    totalCount: byType.reduce((total, row) => total + row.count, 0),
    totalBytes: byType.reduce((total, row) => total + row.bytes, 0),
    byType,
    days: series,
  };
}
