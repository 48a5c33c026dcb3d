import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { CloseIcon, FeedbackIcon, feedbackColours, type FeedbackVariant } from '../Alert/feedbackVariants';
import { IconButton } from '../IconButton';
import { visuallyHidden } from '../Spinner/visuallyHidden';
import { copyText } from './copyText';
import {
  ToastContext,
  toastDurations,
  type DescribedError,
  type ToastApi,
  type ToastOptions,
} from './useToast';

export interface ToastProviderProps {
  /** The most toasts shown at once; the oldest go first. 5 by default. */
  readonly limit?: number;
  /** Copies the span id; the clipboard with a fallback by default (replaceable in tests). */
  readonly copy?: (text: string) => Promise<boolean>;
  readonly children?: ReactNode;
}

interface ToastEntry {
  readonly id: string;
  readonly variant: FeedbackVariant;
  readonly message: ReactNode;
  readonly title?: ReactNode;
  readonly spanId?: string | undefined;
  readonly duration: number;
  /** Changes when a toast is replaced under the same id, to restart its timer. */
  readonly version: number;
}

const Viewport = styled.section`
  position: fixed;
  top: ${tokens['space-4']};
  right: ${tokens['space-4']};
  z-index: ${tokens['z-toast']};
  width: min(380px, calc(100vw - 2 * ${tokens['space-4']}));
  pointer-events: none;
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
  }
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.div`
  ${feedbackColours}
  display: flex;
  align-items: flex-start;
  gap: ${tokens['space-2']};
  padding: ${tokens['space-3']};
  border: 1px solid ${tokens['color-border']};
  border-left: 4px solid var(--ops-feedback-accent);
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface-raised']};
  color: ${tokens['color-text']};
  box-shadow: ${tokens['shadow-2']};
  font-family: ${tokens['font-family']};
  font-size: ${tokens['font-size-md']};
  line-height: ${tokens['line-height']};
  pointer-events: auto;
  &[data-copyable] {
    cursor: copy;
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 2px;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  padding-top: 3px;
  color: var(--ops-feedback-accent);
`;

const Text = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${tokens['font-weight-bold']};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const SpanId = styled.button`
  display: block;
  margin: ${tokens['space-1']} 0 0;
  padding: 0;
  border: 0;
  background: none;
  color: ${tokens['color-text-muted']};
  font-family: ${tokens['font-family-mono']};
  font-size: ${tokens['font-size-xs']};
  text-align: left;
  cursor: copy;
  &:hover {
    color: ${tokens['color-text']};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 2px;
  }
`;

let nextToastId = 0;

/**
 * Holds the toasts of the app and shows them in a live region at the top right. Hovering or focusing
 * a toast pauses its timer; Escape or its × dismisses it; F8 moves focus to the toasts.
 */
export function ToastProvider({ limit = 5, copy = copyText, children }: ToastProviderProps) {
  const t = useUiText();
  const [toasts, setToasts] = useState<readonly ToastEntry[]>([]);
  const viewportRef = useRef<HTMLElement | null>(null);
  const textRef = useRef(t);
  textRef.current = t;

  const dismiss = useCallback(
    (id: string) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const dismissAll = useCallback(() => setToasts([]), []);

  const show = useCallback(
    (options: ToastOptions) => {
      const variant = options.variant ?? 'info';
      const id = options.id ?? `ops-toast-${(nextToastId += 1)}`;
      setToasts((current) => {
        const previous = current.find((toast) => toast.id === id);
        const entry: ToastEntry = {
          id,
          variant,
          message: options.message,
          title: options.title,
          spanId: options.spanId,
          duration: options.duration ?? toastDurations[variant],
          version: (previous?.version ?? 0) + 1,
        };
        const others = current.filter((toast) => toast.id !== id);
        return [...others, entry].slice(-Math.max(1, limit));
      });
      return id;
    },
    [limit],
  );

  const api = useMemo<ToastApi>(() => {
    const shortcut =
      (variant: FeedbackVariant) => (message: ReactNode, options?: Omit<ToastOptions, 'message'>) =>
        show({ ...options, message, variant });
    return {
      show,
      success: shortcut('success'),
      info: shortcut('info'),
      warning: shortcut('warning'),
      error: shortcut('error'),
      toastError: (error, describe) => {
        const described = describe ? describe(error) : asDescribedError(error);
        return show({
          variant: 'error',
          message: described?.message || textRef.current('ui.common.error'),
          spanId: described?.spanId,
        });
      },
      dismiss,
      dismissAll,
    };
  }, [show, dismiss, dismissAll]);

  const copySpanId = useCallback(
    async (spanId: string) => {
      const copied = await copy(spanId).catch(() => false);
      if (copied) show({ variant: 'success', message: textRef.current('ui.toast.copySuccess') });
      else show({ variant: 'error', message: textRef.current('ui.toast.copyFailed') });
    },
    [copy, show],
  );

  useEffect(() => {
    const focusToasts = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'F8') return;
      const first = viewportRef.current?.querySelector<HTMLElement>('[data-variant]');
      if (!first) return;
      event.preventDefault();
      first.focus();
    };
    document.addEventListener('keydown', focusToasts);
    return () => document.removeEventListener('keydown', focusToasts);
  }, []);

  const viewport = (
    <Viewport ref={viewportRef} aria-label={t('ui.toast.region')} tabIndex={-1}>
      <List>
        {toasts.map((toast) => (
          <Toast key={`${toast.id}:${toast.version}`} toast={toast} onDismiss={dismiss} onCopy={copySpanId} />
        ))}
      </List>
    </Viewport>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {typeof document === 'undefined' ? null : createPortal(viewport, document.body)}
    </ToastContext.Provider>
  );
}

function asDescribedError(error: unknown): DescribedError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, spanId } = error as { message?: unknown; spanId?: unknown };
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  return { message, spanId: typeof spanId === 'string' && spanId !== '' ? spanId : undefined };
}

interface ToastProps {
  readonly toast: ToastEntry;
  readonly onDismiss: (id: string) => void;
  readonly onCopy: (spanId: string) => void;
}

function Toast({ toast, onDismiss, onCopy }: ToastProps) {
  const t = useUiText();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoDismiss(toast.duration, hovered || focused, () => onDismiss(toast.id));

  const { spanId } = toast;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!spanId || (event.target as Element).closest('[data-toast-close]')) return;
    onCopy(spanId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onDismiss(toast.id);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Item
      role={toast.variant === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={-1}
      data-variant={toast.variant}
      data-state={hovered || focused ? 'paused' : 'open'}
      data-copyable={spanId ? '' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <Icon>
        <FeedbackIcon variant={toast.variant} />
      </Icon>
      <Text>
        <Hidden>{t(`ui.toast.variant.${toast.variant}`)}: </Hidden>
        {toast.title != null && <Title>{toast.title}</Title>}
        <div>{toast.message}</div>
        {spanId && (
          <SpanId type="button" title={t('ui.toast.copyHint')}>
            spanId: {spanId}
          </SpanId>
        )}
      </Text>
      <IconButton
        data-toast-close=""
        size="sm"
        label={t('ui.common.close')}
        icon={<CloseIcon />}
        onClick={() => onDismiss(toast.id)}
      />
    </Item>
  );
}

/** Calls `onExpire` after `duration` ms of not being paused; a pause keeps the time left. */
function useAutoDismiss(duration: number, paused: boolean, onExpire: () => void) {
  const remaining = useRef(duration);
  const expire = useRef(onExpire);
  expire.current = onExpire;
  useEffect(() => {
    if (paused || !Number.isFinite(duration) || duration <= 0) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => expire.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, duration]);
}
