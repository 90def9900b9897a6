// Uploads: works of product × market account items on the works pipeline, the pre-upload check, the
// listings they leave (per product × account) and their logs.
export { forgetUploadAdapter, uploadAdapter } from './accounts';
export { defaultUploadInputs, type UploadInputs } from './inputs';
export { currentListingDraft } from './listing-draft';
export { DatabaseRegistrationLedger } from './ledger';
export { processUploadItem, uploadKind, uploadQueue } from './upload.kind';
export { pushedImagesOf } from './upload-item';
export { uploadRoutes } from './upload.routes';
