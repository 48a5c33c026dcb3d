export { copyText } from './copyText';
export { ToastProvider, type ToastProviderProps } from './ToastProvider';
export {
  toastDurations,
  useToast,
  type DescribedError,
  type ToastApi,
  type ToastOptions,
  type ToastShortcutOptions,
} from './useToast';
export { toastMessages } from './toast.messages';
