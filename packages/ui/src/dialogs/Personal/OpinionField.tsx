import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { announce } from '../../a11y/announce';
import { Button } from '../../components/Button';
import type { DescribedError } from '../../components/ToastProvider/useToast';
import { Popover } from '../../components/Popover';
import { Spinner } from '../../components/Spinner';
import { Textarea, type TextareaProps } from '../../components/Textarea';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { QuickRepliesDialog } from './QuickRepliesDialog';
import {
  insertQuickReply,
  opinionLimits,
  type OpinionKind,
  type QuickRepliesStore,
  type QuickReply,
  type QuickReplyOverflow,
} from './quickReplies';

export interface OpinionFieldProps extends Omit<
  TextareaProps,
  'limit' | 'label' | 'value' | 'defaultValue' | 'onChange'
> {
  /** `signOff` (500 characters) or `reply` (200), spec §5. */
  readonly kind: OpinionKind;
  /** Where the quick replies come from and go to. */
  readonly store: QuickRepliesStore;
  /** "Sign-off opinion" or "Reply opinion" in the interface language unless told. */
  readonly label?: ReactNode;
  /** The opinion (controlled). */
  readonly value?: string;
  readonly defaultValue?: string;
  /** Called with the opinion after each edit, typed or inserted (react-hook-form's `field.onChange` fits). */
  readonly onChange?: (value: string) => void;
  /**
   * A quick reply longer than the room left: `truncate` keeps its start (as a paste does), `refuse`
   * leaves the opinion as it is. Either way a message says what happened.
   */
  readonly overflow?: QuickReplyOverflow;
  /** Words a store failure in the manage dialog. */
  readonly describeError?: (error: unknown) => DescribedError;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-1']};
  min-width: 0;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens['space-2']};
`;

const Notice = styled.p`
  flex: 1 1 240px;
  margin: 0;
  color: ${tokens['color-warning']};
  font-size: ${tokens['font-size-sm']};
`;

const PickerPanel = styled.div`
  min-width: 280px;
`;

const PickerHeading = styled.p`
  margin: 0 0 ${tokens['space-2']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
`;

const PickList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  max-height: 280px;
  margin: 0 -${tokens['space-2']};
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const PickButton = styled.button`
  display: -webkit-box;
  width: 100%;
  padding: ${tokens['space-2']};
  overflow: hidden;
  border: 0;
  border-radius: ${tokens['radius-sm']};
  background: transparent;
  color: ${tokens['color-text']};
  font: inherit;
  text-align: start;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  cursor: pointer;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  &:hover {
    background: ${tokens['color-surface-sunken']};
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: -2px;
  }
`;

const PickerState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens['space-2']};
  padding: ${tokens['space-1']} 0;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  & > strong {
    color: ${tokens['color-text']};
    font-weight: ${tokens['font-weight-medium']};
  }
  &[data-state='failed'] {
    color: ${tokens['color-danger']};
  }
`;

const PickerFooter = styled.div`
  margin: ${tokens['space-2']} -${tokens['space-4']} -${tokens['space-1']};
  padding: ${tokens['space-2']} ${tokens['space-2']} 0;
  border-top: 1px solid ${tokens['color-border']};
`;

function QuickReplyIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2zM5 6h6M5 8.2h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Moves the focus between the quick replies with the arrow keys, Home and End. */
function onPickListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const last = buttons.length - 1;
  const target =
    event.key === 'ArrowDown'
      ? index >= last
        ? 0
        : index + 1
      : event.key === 'ArrowUp'
        ? index <= 0
          ? last
          : index - 1
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : undefined;
  if (target === undefined) return;
  event.preventDefault();
  buttons[target]?.focus();
}

/**
 * An opinion with its character limit by kind (sign-off 500, reply 200) and a "Quick replies" button:
 * its popover lists the user's canned replies to insert at the caret (replacing a selection), within
 * the limit, and opens `QuickRepliesDialog` to manage them. A reply that does not fit is shortened or
 * refused, and a message says so.
 */
export const OpinionField = forwardRef<HTMLTextAreaElement, OpinionFieldProps>(function OpinionField(
  {
    kind,
    store,
    label,
    value,
    defaultValue = '',
    onChange,
    overflow = 'truncate',
    describeError,
    disabled,
    readOnly,
    id,
    'aria-describedby': ariaDescribedBy,
    onFocus,
    ...props
  },
  ref,
) {
  const t = useUiText();
  const limit = opinionLimits[kind];
  const generated = useId();
  const fieldId = id ?? `ops-opinion-${generated}`;
  const noticeId = `${fieldId}-notice`;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => textareaRef.current as HTMLTextAreaElement);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const caretAfterInsert = useRef<number | null>(null);
  const visited = useRef(false);
  const [ownText, setOwnText] = useState(defaultValue);
  const text = value ?? ownText;
  const [notice, setNotice] = useState<string | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [managing, setManaging] = useState(false);
  const [replies, setReplies] = useState<readonly QuickReply[] | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');

  const setText = (next: string) => {
    if (value === undefined) setOwnText(next);
    onChange?.(next);
  };

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const loaded = await store.list(kind);
      setReplies(loaded);
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  }, [store, kind]);

  // Opened before the list came: the focus waits on the panel, then goes to the first reply.
  useEffect(() => {
    if (pickerOpen && replies && document.activeElement === contentRef.current) {
      contentRef.current?.querySelector<HTMLElement>('[data-reply]')?.focus();
    }
  }, [pickerOpen, replies]);

  const insert = (reply: string) => {
    const element = textareaRef.current;
    // Before the user has been in the opinion its caret means nothing: the reply goes at the end.
    const selection =
      element && visited.current
        ? { start: element.selectionStart, end: element.selectionEnd }
        : { start: text.length, end: text.length };
    const result = insertQuickReply(text, reply, selection, limit, overflow);
    if (result.outcome !== 'refused') setText(result.value);
    caretAfterInsert.current = result.caret;
    const message =
      result.outcome === 'inserted'
        ? null
        : result.outcome === 'truncated'
          ? t('ui.quickReplies.truncated', { limit, kept: result.kept, total: result.total })
          : result.room === 0
            ? t('ui.quickReplies.full', { limit })
            : t('ui.quickReplies.refused', { limit, total: result.total, room: result.room });
    setNotice(message);
    announce(message ?? t('ui.quickReplies.inserted'));
    setPickerOpen(false);
  };

  const onTyped = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setNotice(null);
    setText(event.target.value);
  };

  const describedBy = [notice ? noticeId : undefined, ariaDescribedBy].filter(Boolean).join(' ') || undefined;
  const locked = disabled || readOnly;
  const list = replies ?? [];

  return (
    <Root>
      <Textarea
        {...props}
        ref={textareaRef}
        id={fieldId}
        label={label ?? t(`ui.quickReplies.opinion.${kind}`)}
        limit={limit}
        value={text}
        onChange={onTyped}
        disabled={disabled}
        readOnly={readOnly}
        aria-describedby={describedBy}
        onFocus={(event) => {
          visited.current = true;
          onFocus?.(event);
        }}
      />
      <Bar>
        <Popover.Root
          open={pickerOpen}
          onOpenChange={(next) => {
            setPickerOpen(next);
            if (next) void load();
          }}
        >
          <Popover.Trigger asChild>
            <Button
              ref={triggerRef}
              size="sm"
              variant="ghost"
              iconStart={<QuickReplyIcon />}
              disabled={locked}
              aria-haspopup="dialog"
            >
              {t('ui.quickReplies.open')}
            </Button>
          </Popover.Trigger>
          <Popover.Content
            ref={contentRef}
            align="start"
            tabIndex={-1}
            aria-label={t('ui.quickReplies.pick')}
            data-picker="quick-replies"
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              const first = contentRef.current?.querySelector<HTMLElement>('[data-reply]');
              (first ?? contentRef.current)?.focus();
            }}
            onCloseAutoFocus={(event) => {
              const caret = caretAfterInsert.current;
              if (caret === null) return;
              // After an insertion the user goes on writing where the reply ends.
              event.preventDefault();
              caretAfterInsert.current = null;
              textareaRef.current?.focus();
              textareaRef.current?.setSelectionRange(caret, caret);
            }}
          >
            <PickerPanel>
              <PickerHeading>{t('ui.quickReplies.pick')}</PickerHeading>
              {status === 'loading' && replies === null && (
                <PickerState>
                  <Spinner size="sm" label={t('ui.quickReplies.loading')} showLabel />
                </PickerState>
              )}
              {status === 'failed' && (
                <PickerState data-state="failed">
                  <span>{t('ui.quickReplies.loadFailed')}</span>
                  <Button size="sm" onClick={() => void load()}>
                    {t('ui.common.retry')}
                  </Button>
                </PickerState>
              )}
              {status !== 'failed' && replies !== null && list.length === 0 && (
                <PickerState>
                  <strong>{t('ui.quickReplies.empty')}</strong>
                  <span>{t('ui.quickReplies.emptyDescription')}</span>
                </PickerState>
              )}
              {status !== 'failed' && list.length > 0 && (
                <PickList onKeyDown={onPickListKeyDown}>
                  {list.map((reply) => (
                    <li key={reply.id}>
                      <PickButton type="button" data-reply={reply.id} onClick={() => insert(reply.text)}>
                        {reply.text}
                      </PickButton>
                    </li>
                  ))}
                </PickList>
              )}
              <PickerFooter>
                <Button
                  size="sm"
                  variant="link"
                  onClick={() => {
                    setPickerOpen(false);
                    setManaging(true);
                  }}
                >
                  {t('ui.quickReplies.manage')}
                </Button>
              </PickerFooter>
            </PickerPanel>
          </Popover.Content>
        </Popover.Root>
        {notice && (
          <Notice id={noticeId} data-notice="">
            {notice}
          </Notice>
        )}
      </Bar>
      <QuickRepliesDialog
        open={managing}
        onOpenChange={setManaging}
        kind={kind}
        store={store}
        describeError={describeError}
        onRepliesChange={setReplies}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      />
    </Root>
  );
});
