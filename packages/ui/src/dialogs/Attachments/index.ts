export {
  AttachmentUploader,
  type AttachmentUploaderProps,
  type UploadAttachment,
  type AttachmentUploadOptions,
  type AttachmentUploadProgress,
} from './AttachmentUploader';
export { AttachmentList, type AttachmentListProps } from './AttachmentList';
export {
  AttachmentPreviewDialog,
  type AttachmentPreviewDialogProps,
  type DownloadAttachment,
  type LoadAttachmentPreview,
  type OfficePreviewUrl,
  type AttachmentPreviewSource,
} from './AttachmentPreviewDialog';
export {
  ATTACHMENT_LIMIT_BYTES,
  IMAGE_UPLOAD_ACCEPT,
  GENERAL_UPLOAD_LIMIT_BYTES,
  HEIC_QUALITY_THRESHOLD_BYTES,
  checkAttachmentFormat,
  heicQuality,
  isHeicFile,
  attachmentPreviewKind,
  attachmentSizeLimit,
  type Attachment,
  type AttachmentKind,
  type AttachmentFormatProblem,
  type AttachmentPreviewKind,
} from './attachmentRules';
export {
  HeicConversionError,
  HeicUnavailableError,
  convertHeicToJpeg,
  createWorkerHeicConverter,
  type HeicConverter,
  type WorkerHeicConverter,
  type WorkerHeicConverterOptions,
} from './heicConversion';
export { attachmentsMessages } from './Attachments.messages';
