import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { Button } from '../Button';
import { FieldLayout, useFieldIds, type FieldTexts } from '../Input/FieldLayout';
import { useLazyPanel } from '../useLazyPanel';
import { EDITOR_MIN_HEIGHT, EditorFrame, EditorToolbarRow, editorAreaPadding } from './editorFrame';
import { richTextEditorPanel } from './lazyRichTextEditor';

export interface RichTextEditorProps extends FieldTexts {
  /** The HTML (controlled); plain text is taken as paragraphs. */
  readonly value?: string;
  readonly defaultValue?: string;
  /** The edited HTML, sanitised (`sanitizeRichText`); an empty text gives `''`. */
  readonly onChange?: (html: string) => void;
  /** The focus left the field (its text, toolbar and link address alike). */
  readonly onBlur?: () => void;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly id?: string;
  /** Submits the HTML with a native form, in a hidden input. */
  readonly name?: string;
  readonly className?: string;
  /**
   * Uploads an image chosen with the toolbar's image button and gives its address back (http,
   * https or `/api/attachment/...`, or it is refused). Without it there is no image button.
   */
  readonly uploadImage?: (file: File) => Promise<string>;
}

/** What a form library needs of the field: focus it (on the first invalid field, say). */
export interface RichTextEditorHandle {
  readonly focus: () => void;
}

const ToolbarShape = styled.span`
  display: block;
  width: ${tokens['control-height-sm']};
  height: ${tokens['control-height-sm']};
  border-radius: ${tokens['radius-sm']};
  background: ${tokens['color-surface-sunken']};
  &[data-wide] {
    width: calc(2 * ${tokens['control-height-sm']});
  }
`;

const StandIn = styled.textarea`
  box-sizing: border-box;
  display: block;
  width: 100%;
  min-height: ${EDITOR_MIN_HEIGHT};
  padding: ${editorAreaPadding};
  border: 0;
  background: transparent;
  color: ${tokens['color-text-muted']};
  font: inherit;
  resize: none;
  cursor: progress;
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
 * A labelled rich-text field on TipTap: headings, bold, italic, lists, links, images (through
 * `uploadImage`), undo and redo, in a keyboard-operable toolbar (arrow keys move along it, Alt+F10
 * goes to it from the text). Its value is sanitised HTML.
 *
 * This module is the field; the editor (TipTap with ProseMirror, about 133 kB brotli) is a module
 * of its own, loaded when the field mounts. Until it arrives the field shows a disabled text area
 * of the same size; a failed load says so, with Try again.
 */
export const RichTextEditor = forwardRef<RichTextEditorHandle, RichTextEditorProps>(function RichTextEditor(
  {
    value,
    defaultValue = '',
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
    className,
    uploadImage,
  },
  ref,
) {
  const t = useUiText();
  const ids = useFieldIds(id, { label, description, error });
  const { part: Panel, failed, request } = useLazyPanel(richTextEditorPanel);
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const html = value ?? uncontrolled;
  const panelHandle = useRef<RichTextEditorHandle | null>(null);
  const standIn = useRef<HTMLTextAreaElement | null>(null);

  useImperativeHandle(ref, () => ({
    focus: () => (panelHandle.current ? panelHandle.current.focus() : standIn.current?.focus()),
  }));

  // The field is shown: its editor is wanted now, not when the browser is next idle.
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    request();
  }, [request]);

  const change = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  return (
    <FieldLayout
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      required={required}
      className={className}
    >
      {Panel ? (
        <Panel
          controlId={ids.controlId}
          labelId={ids.labelId}
          describedBy={ids.describedBy}
          invalid={ids.invalid}
          required={required}
          disabled={disabled}
          value={html}
          onChange={change}
          onBlur={onBlur}
          uploadImage={uploadImage}
          handleRef={panelHandle}
        />
      ) : (
        <EditorFrame $invalid={ids.invalid} $disabled>
          <EditorToolbarRow aria-hidden="true">
            <ToolbarShape data-wide />
            <ToolbarShape />
            <ToolbarShape />
            <ToolbarShape data-wide />
            <ToolbarShape />
          </EditorToolbarRow>
          <StandIn
            ref={standIn}
            id={ids.controlId}
            disabled
            aria-busy={!failed}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            placeholder={failed ? undefined : t('ui.common.loading')}
            value=""
            readOnly
          />
        </EditorFrame>
      )}
      {failed && !Panel && (
        <LoadError role="alert">
          {t('ui.richText.loadFailed')}
          <Button size="sm" variant="link" onClick={request}>
            {t('ui.richText.retry')}
          </Button>
        </LoadError>
      )}
      {name != null && <input type="hidden" name={name} value={html} />}
    </FieldLayout>
  );
});
