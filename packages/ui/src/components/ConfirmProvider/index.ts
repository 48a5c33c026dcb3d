export { ConfirmProvider, type ConfirmProviderProps } from './ConfirmProvider';
export { useConfirm, type Confirm, type ConfirmOptions } from './useConfirm';
