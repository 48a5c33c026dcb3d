export { RichText, type RichTextProps } from './RichText';
export { RichTextEditor, type RichTextEditorHandle, type RichTextEditorProps } from './RichTextEditor';
export {
  isAllowedImageSrc,
  isAllowedLinkUrl,
  isPlainText,
  richTextTags,
  sanitizeRichText,
} from './sanitizeRichText';
