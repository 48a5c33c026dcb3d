import { createContext, useContext, type ReactNode } from 'react';
import type { FeedbackVariant } from '../Alert/feedbackVariants';

/** How long a toast stays, in ms, by variant: an error toast stays 6 seconds (spec §8, §9). */
export const toastDurations: Readonly<Record<FeedbackVariant, number>> = {
  info: 3000,
  success: 3000,
  warning: 4000,
  error: 6000,
};

export interface ToastOptions {
  readonly message: ReactNode;
  readonly variant?: FeedbackVariant;
  readonly title?: ReactNode;
  /** The span or trace id of a failed call: shown as `spanId: ...`, copied when the toast is clicked. */
  readonly spanId?: string | undefined;
  /** Milliseconds before it goes; `Infinity` keeps it until dismissed. The variant's duration by default. */
  readonly duration?: number;
  /** Reusing an id replaces that toast instead of stacking a second one. */
  readonly id?: string;
}

export type ToastShortcutOptions = Omit<ToastOptions, 'message' | 'variant'>;

/**
 * A failed call described for the user: the shape `describeError` of @opsdesk/http returns
 * (`{ message, spanId }`), taken structurally so that the design system needs no request layer.
 */
export interface DescribedError {
  readonly message: string;
  readonly spanId?: string | undefined;
}

export interface ToastApi {
  /** Shows a toast; returns its id. */
  readonly show: (options: ToastOptions) => string;
  readonly success: (message: ReactNode, options?: ToastShortcutOptions) => string;
  readonly info: (message: ReactNode, options?: ToastShortcutOptions) => string;
  readonly warning: (message: ReactNode, options?: ToastShortcutOptions) => string;
  readonly error: (message: ReactNode, options?: ToastShortcutOptions) => string;
  /**
   * Shows a failed call as an error toast: `describe` (e.g. `describeError` of @opsdesk/http) turns
   * it into `{ message, spanId }`. Without one, an error already of that shape is shown as it is,
   * anything else as the generic error text.
   */
  readonly toastError: (error: unknown, describe?: (error: unknown) => DescribedError) => string;
  readonly dismiss: (id: string) => void;
  readonly dismissAll: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The toasts of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
