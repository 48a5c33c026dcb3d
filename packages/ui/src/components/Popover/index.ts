export {
  Popover,
  type PopoverAnchorProps,
  type PopoverCloseProps,
  type PopoverContentProps,
  type PopoverRootProps,
  type PopoverTriggerProps,
} from './Popover';
