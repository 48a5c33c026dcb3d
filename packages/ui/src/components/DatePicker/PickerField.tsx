import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { ControlBox, FieldLayout, useFieldIds, type FieldSize, type FieldTexts } from '../Input/FieldLayout';
import type { LazyPart } from '../lazyPart';
import { useLazyPanel } from '../useLazyPanel';
import type { PickerPanelProps } from './PickerPopover';

/** How a picker field's text and value go together (YYYY-MM-DD, YYYY-MM-DD HH:mm, HH:mm). */
export interface PickerTextFormat {
  /** Keeps what is typed in the mask: digits only, the separators put in as the parts fill up. */
  readonly mask: (raw: string) => string;
  /** The value a text says, or undefined while it says none (unfinished or impossible). */
  readonly read: (text: string) => string | undefined;
  /** The text that shows a value (a value it cannot read shows as it is). */
  readonly show: (value: string) => string;
  /** The length of a finished text: a text this long, or left shorter, that says no value is an error. */
  readonly length: number;
}

/** The field's texts, in the interface language. */
export interface PickerFieldTexts {
  readonly placeholder: string;
  /** The error of a text that says no value. */
  readonly invalid: string;
  /** The button's label, which names the panel too. */
  readonly open: string;
  readonly loadFailed: string;
  readonly retry: string;
}

/** What the field gives the panel it renders. */
export interface PickerPanelControls extends PickerPanelProps {
  /** The value the field's text says, or null. */
  readonly value: string | null;
  /** Takes a value picked in the panel, as if typed. */
  readonly pick: (value: string) => void;
  /** Closes the panel; the focus goes back to the button. */
  readonly close: () => void;
}

export interface PickerFieldProps<Panel> extends FieldTexts {
  readonly value?: string | null;
  readonly defaultValue?: string | null;
  readonly onChange?: (value: string | null) => void;
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly id?: string;
  readonly name?: string;
  readonly size?: FieldSize;
  readonly className?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly format: PickerTextFormat;
  /**
   * Reports null when the text shows its error (a finished text, or one left, that says no value),
   * so that the form does not keep the value the text said before. DatePicker keeps that value.
   */
  readonly reportUnreadable?: boolean;
  readonly texts: PickerFieldTexts;
  /** The button's icon. */
  readonly icon: ReactNode;
  /** The panel's module, loaded on first use. */
  readonly panel: LazyPart<Panel>;
  readonly renderPanel: (Panel: Panel, controls: PickerPanelControls) => ReactNode;
}

const Input = styled.input`
  font-variant-numeric: tabular-nums;
`;

const LoadError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens['space-2']};
  color: ${tokens['color-danger']};
  font-size: ${tokens['font-size-sm']};
`;

/**
 * The field of DatePicker, DateTimePicker and TimePicker: a masked text input and a button that
 * opens a panel kept in a module of its own (`lazyPart`), loaded when the browser is idle, when the
 * pointer or the focus comes to the field, or at the latest when the panel is asked for. Asked for
 * before it has arrived, the button shows it is busy and the panel opens once it is there; a failed
 * load says so under the field, with a way to try again.
 */
export function PickerField<Panel>({
  value,
  defaultValue = null,
  onChange,
  onBlur,
  label,
  hideLabel,
  description,
  error,
  required,
  disabled,
  id,
  name,
  size = 'md',
  className,
  inputRef,
  format,
  reportUnreadable = false,
  texts,
  icon,
  panel,
  renderPanel,
}: PickerFieldProps<Panel>) {
  const controlled = value !== undefined;
  const [text, setText] = useState(() => {
    const initial = controlled ? value : defaultValue;
    return initial == null ? '' : format.show(initial);
  });
  const [left, setLeft] = useState(false);
  // `open` says the panel was asked for; it shows once the panel's module is there.
  const {
    part: Panel,
    open,
    failed: loadFailed,
    warmUp,
    request: openPanel,
    close: closePanel,
  } = useLazyPanel(panel);
  const boxRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const shown = open && Panel !== null;
  const busy = open && Panel === null && !loadFailed;

  // The null reported for an unreadable text, until the value comes back: it must not empty the text.
  const reportedUnreadable = useRef(false);

  // A value set from outside (a quick range, a reset) replaces the text unless it says the same.
  const { read, show } = format;
  useEffect(() => {
    if (!controlled) return;
    const own = reportedUnreadable.current && value === null;
    reportedUnreadable.current = false;
    if (own) return;
    setText((current) => (read(current) === value ? current : value == null ? '' : show(value)));
  }, [controlled, value, read, show]);

  const isUnreadable = (current: string, leftField: boolean) =>
    current !== '' && read(current) === undefined && (current.length === format.length || leftField);
  const shownError = error ?? (isUnreadable(text, left) ? texts.invalid : undefined);
  const ids = useFieldIds(id, { label, description, error: shownError });
  const popoverId = `${ids.controlId}-panel`;

  const report = (next: string | null) => {
    reportedUnreadable.current = false;
    onChange?.(next);
  };

  const reportUnreadableText = () => {
    reportedUnreadable.current = true;
    onChange?.(null);
  };

  const commit = (next: string) => {
    setText(next);
    if (next === '') {
      report(null);
      return;
    }
    const said = read(next);
    if (said !== undefined) report(said);
    else if (reportUnreadable && isUnreadable(next, false)) reportUnreadableText();
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    setLeft(false);
    commit(format.mask(event.target.value));
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space press the button; ArrowDown opens too, as in a select.
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      openPanel();
    } else if (event.key === 'Escape' && busy) {
      // Once shown, the popover closes itself on Escape; before, the request is dropped.
      event.preventDefault();
      closePanel();
    }
  };

  const onTriggerBlur = (event: FocusEvent<HTMLButtonElement>) => {
    // The focus went on elsewhere while the panel loaded: it would be taken from there.
    if (busy && event.relatedTarget) closePanel();
  };

  const retry = () => {
    triggerRef.current?.focus();
    openPanel();
  };

  return (
    <FieldLayout
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={shownError}
      required={required}
      className={className}
    >
      <ControlBox
        ref={boxRef}
        data-size={size}
        data-invalid={ids.invalid || undefined}
        data-disabled={disabled || undefined}
        data-state={shown ? 'open' : 'closed'}
        onPointerEnter={warmUp}
        onFocus={warmUp}
      >
        <Input
          ref={inputRef}
          id={ids.controlId}
          name={name}
          value={text}
          onChange={onInput}
          onBlur={(event) => {
            setLeft(true);
            // An unfinished text is an error once left: the form hears null before it validates.
            if (reportUnreadable && isUnreadable(text, true) && text.length < format.length) {
              reportUnreadableText();
            }
            onBlur?.(event);
          }}
          placeholder={texts.placeholder}
          inputMode="numeric"
          autoComplete="off"
          maxLength={format.length}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        />
        <IconButton
          ref={triggerRef}
          size="sm"
          label={texts.open}
          icon={icon}
          disabled={disabled}
          loading={busy}
          aria-haspopup="dialog"
          aria-expanded={shown}
          aria-controls={shown ? popoverId : undefined}
          data-state={shown ? 'open' : 'closed'}
          onClick={() => (open ? closePanel() : openPanel())}
          onKeyDown={onTriggerKeyDown}
          onBlur={onTriggerBlur}
        />
      </ControlBox>
      {loadFailed && (
        <LoadError role="alert">
          {texts.loadFailed}
          <Button size="sm" variant="link" onClick={retry}>
            {texts.retry}
          </Button>
        </LoadError>
      )}
      {Panel !== null &&
        renderPanel(Panel, {
          open,
          onOpenChange: (next) => (next ? openPanel() : closePanel()),
          anchorRef: boxRef,
          triggerRef,
          id: popoverId,
          label: texts.open,
          value: read(text) ?? null,
          pick: (picked) => {
            setLeft(false);
            commit(show(picked));
          },
          close: closePanel,
        })}
    </FieldLayout>
  );
}
