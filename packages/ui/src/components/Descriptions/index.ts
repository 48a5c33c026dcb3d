export {
  Descriptions,
  EMPTY_VALUE,
  isEmptyValue,
  type DescriptionItem,
  type DescriptionsProps,
} from './Descriptions';
export { descriptionsMessages } from './Descriptions.messages';
export { COPY_FEEDBACK_MS, useCopyToClipboard, type CopyState } from './useCopyToClipboard';
