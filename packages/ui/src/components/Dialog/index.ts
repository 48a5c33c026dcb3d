export {
  Dialog,
  dialogWidths,
  type DialogBodyProps,
  type DialogCloseProps,
  type DialogContentProps,
  type DialogDescriptionProps,
  type DialogFooterProps,
  type DialogRootProps,
  type DialogSize,
  type DialogTitleProps,
  type DialogTriggerProps,
} from './Dialog';
