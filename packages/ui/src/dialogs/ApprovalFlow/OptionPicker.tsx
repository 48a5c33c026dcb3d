import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { announce } from '../../a11y/announce';
import { ControlBox, FieldLayout, useFieldIds } from '../../components/Input/FieldLayout';
import { Popover } from '../../components/Popover';
import { Tag } from '../../components/Tag';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';

/** An option a loader gives: the id and name are kept in the flow, the description only helps choosing. */
export interface PickerOption {
  readonly id: string;
  readonly name: string;
  /** A second line: a department, how many hold a role. */
  readonly description?: string;
}

/**
 * Finds options for a typed text (empty: the first ones). Transport-free: the console passes a
 * function that calls its API (or `@opsdesk/pickers`' sources); `signal` aborts a stale search.
 */
export type OptionLoader = (query: string, signal: AbortSignal) => Promise<readonly PickerOption[]>;

export interface OptionPickerProps {
  readonly label: ReactNode;
  readonly value: readonly { readonly id: string; readonly name: string }[];
  readonly onChange: (next: { id: string; name: string }[]) => void;
  readonly loadOptions: OptionLoader;
  readonly description?: ReactNode;
  readonly error?: ReactNode;
  readonly disabled?: boolean;
  readonly id?: string;
}

const DEBOUNCE_MS = 200;

const Box = styled(ControlBox)`
  flex-wrap: wrap;
  gap: ${tokens['space-1']};
  padding-block: 3px;
  cursor: text;
  & > input {
    flex: 1 1 80px;
    min-width: 80px;
    height: calc(${tokens['control-height']} - 8px);
  }
`;

const Panel = styled(Popover.Content)`
  box-sizing: border-box;
  width: var(--radix-popover-trigger-width);
  min-width: 220px;
  padding: ${tokens['space-1']} 0;
  & > ul {
    max-height: 260px;
    margin: 0;
    padding: 0;
    overflow-y: auto;
    list-style: none;
  }
`;

const OptionRow = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${tokens['space-2']};
  padding: ${tokens['space-2']} ${tokens['space-3']};
  cursor: pointer;
  &[data-active] {
    background: ${tokens['color-surface-sunken']};
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: -2px;
  }
  &[aria-selected='true'] {
    color: ${tokens['color-primary']};
    font-weight: ${tokens['font-weight-medium']};
  }
  & > .check {
    flex: none;
    width: 14px;
    height: 14px;
    margin-top: 3px;
    border: 1px solid ${tokens['color-border-strong']};
    border-radius: ${tokens['radius-sm']};
    background: ${tokens['color-surface']};
  }
  &[aria-selected='true'] > .check {
    border-color: ${tokens['color-primary']};
    background: ${tokens['color-primary']};
    box-shadow: inset 0 0 0 2px ${tokens['color-surface']};
  }
  & small {
    display: block;
    color: ${tokens['color-text-muted']};
    font-size: ${tokens['font-size-xs']};
    font-weight: ${tokens['font-weight-regular']};
  }
`;

const Status = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens['space-2']};
  padding: ${tokens['space-2']} ${tokens['space-3']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  & > button {
    padding: 0;
    border: 0;
    background: transparent;
    color: ${tokens['color-primary']};
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;

type LoadState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly options: readonly PickerOption[] }
  | { readonly status: 'ready'; readonly options: readonly PickerOption[] }
  | { readonly status: 'error' };

/**
 * Several people or roles, searched as you type: a WAI-ARIA combobox over a list of options that
 * stays open while you pick (Enter or a click toggles an option). Chosen ones show as tags;
 * Backspace in the empty field removes the last.
 */
export function OptionPicker({
  label,
  value,
  onChange,
  loadOptions,
  description,
  error,
  disabled = false,
  id,
}: OptionPickerProps) {
  const t = useUiText();
  const ids = useFieldIds(id, { label, description, error });
  const listId = `${ids.controlId}-list`;
  const optionPrefix = `${useId()}-option`;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [state, setState] = useState<LoadState>({ status: 'idle' });
  const [active, setActive] = useState(-1);
  const [attempt, setAttempt] = useState(0);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const anchorRef = useRef<HTMLDivElement | null>(null);
  // Read through refs: a loader or text function passed inline must not restart the search.
  const loadRef = useRef(loadOptions);
  loadRef.current = loadOptions;
  const textRef = useRef(t);
  textRef.current = t;
  const chosen = new Set(value.map((option) => option.id));
  const options = state.status === 'ready' || state.status === 'loading' ? state.options : [];

  // Latest wins: a new query aborts the one before.
  useEffect(() => {
    if (!open) return undefined;
    const controller = new AbortController();
    setState((current) => ({
      status: 'loading',
      options: current.status === 'ready' || current.status === 'loading' ? current.options : [],
    }));
    const timer = setTimeout(() => {
      loadRef.current(text.trim(), controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setState({ status: 'ready', options: found });
          setActive((current) =>
            found.length === 0 ? -1 : Math.min(Math.max(current, 0), found.length - 1),
          );
          const say = textRef.current;
          announce(
            found.length === 0
              ? say('ui.approvalFlow.picker.empty')
              : say('ui.approvalFlow.picker.results', { count: found.length }),
          );
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'error' });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, text, attempt]);

  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(`${optionPrefix}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, optionPrefix]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const toggle = (option: PickerOption) => {
    const next = chosen.has(option.id)
      ? value.filter((candidate) => candidate.id !== option.id)
      : [...value, { id: option.id, name: option.name }];
    onChange(next.map((candidate) => ({ id: candidate.id, name: candidate.name })));
    setText('');
    inputRef.current?.focus();
  };

  const remove = (optionId: string) => {
    onChange(
      value.filter((candidate) => candidate.id !== optionId).map(({ id: key, name }) => ({ id: key, name })),
    );
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive((current) => Math.min(options.length - 1, current + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive((current) => Math.max(0, current - 1));
        break;
      case 'Enter': {
        const option = open ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          toggle(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          // The list closes; the panel around stays open.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Backspace':
        if (text === '' && value.length > 0) remove((value[value.length - 1] as { id: string }).id);
        break;
      case 'Tab':
        close();
        break;
      default:
    }
  };

  let status: ReactNode = null;
  if (state.status === 'error')
    status = (
      <>
        <span>{t('ui.approvalFlow.picker.error')}</span>
        <button
          type="button"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setAttempt((n) => n + 1)}
        >
          {t('ui.approvalFlow.picker.retry')}
        </button>
      </>
    );
  else if (state.status === 'loading' && options.length === 0) status = t('ui.approvalFlow.picker.loading');
  else if (state.status === 'ready' && options.length === 0) status = t('ui.approvalFlow.picker.empty');

  return (
    <FieldLayout ids={ids} label={label} description={description} error={error}>
      <Popover.Root open={open && !disabled} onOpenChange={(next) => (next ? setOpen(true) : close())}>
        <Popover.Anchor asChild>
          <Box
            ref={anchorRef}
            data-invalid={ids.invalid || undefined}
            data-disabled={disabled || undefined}
            onMouseDown={(event) => {
              if (
                disabled ||
                event.target === inputRef.current ||
                (event.target as HTMLElement).closest('button')
              )
                return;
              event.preventDefault();
              inputRef.current?.focus();
            }}
          >
            {value.map((option) => (
              <Tag key={option.id} closable={!disabled} disabled={disabled} onClose={() => remove(option.id)}>
                {option.name}
              </Tag>
            ))}
            <input
              ref={inputRef}
              id={ids.controlId}
              role="combobox"
              aria-expanded={open}
              aria-controls={open && options.length > 0 ? listId : undefined}
              aria-autocomplete="list"
              aria-activedescendant={open && active >= 0 ? `${optionPrefix}-${active}` : undefined}
              aria-invalid={ids.invalid || undefined}
              aria-describedby={ids.describedBy}
              autoComplete="off"
              placeholder={value.length === 0 ? t('ui.approvalFlow.picker.placeholder') : undefined}
              disabled={disabled}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setOpen(true);
              }}
              onClick={() => setOpen(true)}
              onKeyDown={onKeyDown}
            />
          </Box>
        </Popover.Anchor>
        <Panel
          align="start"
          sideOffset={4}
          aria-label={typeof label === 'string' ? label : undefined}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
        >
          {options.length > 0 ? (
            <ul
              id={listId}
              role="listbox"
              aria-multiselectable="true"
              aria-label={typeof label === 'string' ? label : undefined}
            >
              {options.map((option, index) => (
                <OptionRow
                  key={option.id}
                  id={`${optionPrefix}-${index}`}
                  role="option"
                  aria-selected={chosen.has(option.id)}
                  data-active={index === active || undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => toggle(option)}
                >
                  <span className="check" aria-hidden="true" />
                  <span>
                    {option.name}
                    {option.description ? <small>{option.description}</small> : null}
                  </span>
                </OptionRow>
              ))}
            </ul>
          ) : null}
          {status !== null ? <Status>{status}</Status> : null}
        </Panel>
      </Popover.Root>
    </FieldLayout>
  );
}
