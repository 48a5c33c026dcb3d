import { Image } from '@tiptap/extension-image';
import { Link } from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { Button } from '../Button';
import { Input } from '../Input';
import { EDITOR_MIN_HEIGHT, EditorFrame, EditorToolbarRow, editorAreaPadding } from './editorFrame';
import type { RichTextEditorHandle } from './RichTextEditor';
import { richTextContent } from './richTextContent';
import { isAllowedImageSrc, isAllowedLinkUrl, sanitizeRichText } from './sanitizeRichText';

/** What RichTextEditor gives its editing part. */
export interface RichTextEditorPanelProps {
  readonly controlId: string;
  readonly labelId: string;
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly onBlur?: () => void;
  readonly uploadImage?: (file: File) => Promise<string>;
  readonly handleRef: Ref<RichTextEditorHandle>;
}

/**
 * TipTap's schema cut to what `sanitizeRichText` keeps: no horizontal rule, headings 2 to 4 (the
 * toolbar offers 2 and 3), links to http, https and mailto only, images by address (never data:).
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    horizontalRule: false,
    // Configured below, with our address check.
    link: false,
    // It would add an empty paragraph after a closing heading or list: a change nobody typed.
    trailingNode: false,
  }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    linkOnPaste: true,
    defaultProtocol: 'https',
    isAllowedUri: (url) => typeof url === 'string' && isAllowedLinkUrl(url),
    shouldAutoLink: (url) => isAllowedLinkUrl(url),
    HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
  }),
  Image.configure({ inline: false, allowBase64: false, resize: false }),
];

/** Something that reads like an e-mail address, or like a web address without its scheme. */
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const HOST_LIKE = /^[^\s/]+\.[^\s/]+(?:[/?#]\S*)?$/;

/** The address typed for a link, completed (`example.com` is https, `a@b.c` mailto), or null when refused. */
export function linkAddress(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  let href = text;
  if (!SCHEME.test(text) || /^[^\s/:]+\.[^\s/:]+:\d/.test(text)) {
    if (EMAIL.test(text)) href = `mailto:${text}`;
    else if (HOST_LIKE.test(text)) href = `https://${text}`;
    else return null;
  }
  return isAllowedLinkUrl(href) ? href : null;
}

const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: ${tokens['control-height-sm']};
  height: ${tokens['control-height-sm']};
  padding: 0 ${tokens['space-1']};
  border: 1px solid transparent;
  border-radius: ${tokens['radius-sm']};
  background: transparent;
  color: ${tokens['color-text']};
  font: inherit;
  font-size: ${tokens['font-size-sm']};
  font-weight: ${tokens['font-weight-bold']};
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${tokens['color-surface-sunken']};
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 1px;
  }
  &[aria-pressed='true'] {
    border-color: ${tokens['color-primary']};
    background: ${tokens['color-primary-subtle']};
    color: ${tokens['color-primary']};
  }
  &:disabled,
  &[aria-disabled='true'] {
    color: ${tokens['color-text-disabled']};
    cursor: not-allowed;
  }
  &:disabled[aria-pressed='true'] {
    border-color: ${tokens['color-border']};
    background: transparent;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  & > svg {
    width: 16px;
    height: 16px;
  }
`;

const Separator = styled.span`
  align-self: stretch;
  width: 1px;
  margin: ${tokens['space-1']} ${tokens['space-1']};
  background: ${tokens['color-border']};
`;

const Area = styled(EditorContent)`
  & > .ProseMirror {
    box-sizing: border-box;
    min-height: ${EDITOR_MIN_HEIGHT};
    padding: ${editorAreaPadding};
    outline: none;
    ${richTextContent}
  }
  & > .ProseMirror[contenteditable='false'] {
    color: ${tokens['color-text-disabled']};
    cursor: not-allowed;
  }
  & img.ProseMirror-selectednode {
    outline: 2px solid ${tokens['color-focus']};
  }
`;

const LinkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${tokens['space-2']};
  padding: ${tokens['space-2']};
  border-bottom: 1px solid ${tokens['color-border']};
  & > :first-child {
    flex: 1 1 16em;
  }
  & > button {
    margin-top: calc(${tokens['font-size-md']} * ${tokens['line-height']} + ${tokens['space-1']});
  }
`;

const ImageError = styled.div`
  padding: ${tokens['space-1']} ${tokens['space-3']};
  color: ${tokens['color-danger']};
  font-size: ${tokens['font-size-sm']};
`;

function Icon({ children }: { readonly children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const icons = {
  // Drawn, not typed: the buttons' names (Heading, Subheading) are the text for assistive technology.
  heading2: (
    <Icon>
      <path d="M1.8 3.5v9M7.2 3.5v9M1.8 8h5.4M9.8 8.6c.3-.8 1-1.2 1.8-1.2.9 0 1.7.6 1.7 1.5 0 .6-.3 1.1-.9 1.6l-2.6 2h3.6" />
    </Icon>
  ),
  heading3: (
    <Icon>
      <path d="M1.8 3.5v9M7.2 3.5v9M1.8 8h5.4M10 7.9c.4-.3.9-.5 1.5-.5.9 0 1.6.5 1.6 1.3 0 .7-.6 1.2-1.5 1.2.9 0 1.7.5 1.7 1.3 0 .8-.8 1.4-1.8 1.4-.6 0-1.1-.2-1.5-.6" />
    </Icon>
  ),
  bulletList: (
    <Icon>
      <circle cx="3" cy="4" r="0.8" fill="currentColor" />
      <circle cx="3" cy="8" r="0.8" fill="currentColor" />
      <circle cx="3" cy="12" r="0.8" fill="currentColor" />
      <path d="M6 4h8M6 8h8M6 12h8" />
    </Icon>
  ),
  orderedList: (
    <Icon>
      <path d="M2.5 2.8l1-.6v3.3M2.2 7.6c.3-.5 1.8-.6 1.8.3 0 .7-1.8 1.3-1.8 2h1.9M6.5 4h7.5M6.5 8h7.5M6.5 12h7.5" />
    </Icon>
  ),
  link: (
    <Icon>
      <path d="M6.8 9.2a2.6 2.6 0 0 0 3.7 0l2.2-2.2a2.6 2.6 0 0 0-3.7-3.7L8 4.3M9.2 6.8a2.6 2.6 0 0 0-3.7 0L3.3 9a2.6 2.6 0 0 0 3.7 3.7l1-1" />
    </Icon>
  ),
  image: (
    <Icon>
      <rect x="2" y="3" width="12" height="10" rx="1.5" />
      <circle cx="5.8" cy="6.3" r="1.1" />
      <path d="M2.5 12l3.7-3.6 2.6 2.4 1.8-1.6 3 2.6" />
    </Icon>
  ),
  undo: (
    <Icon>
      <path d="M5.5 3.5L2.5 6.5l3 3M2.8 6.5h6.7a3.8 3.8 0 0 1 0 7.5H7" />
    </Icon>
  ),
  redo: (
    <Icon>
      <path d="M10.5 3.5l3 3-3 3M13.2 6.5H6.5a3.8 3.8 0 0 0 0 7.5H9" />
    </Icon>
  ),
};

interface ToolbarState {
  readonly h2: boolean;
  readonly h3: boolean;
  readonly bold: boolean;
  readonly italic: boolean;
  readonly bulletList: boolean;
  readonly orderedList: boolean;
  readonly link: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

function selectToolbarState({ editor }: { editor: Editor | null }): ToolbarState {
  return {
    h2: editor?.isActive('heading', { level: 2 }) ?? false,
    h3: editor?.isActive('heading', { level: 3 }) ?? false,
    bold: editor?.isActive('bold') ?? false,
    italic: editor?.isActive('italic') ?? false,
    bulletList: editor?.isActive('bulletList') ?? false,
    orderedList: editor?.isActive('orderedList') ?? false,
    link: editor?.isActive('link') ?? false,
    canUndo: editor?.can().undo() ?? false,
    canRedo: editor?.can().redo() ?? false,
  };
}

interface Tool {
  readonly key: string;
  readonly label: string;
  readonly content: ReactNode;
  /** A formatting state: the button says whether it applies where the cursor is. */
  readonly pressed?: boolean;
  /** Nothing to do now (undo with no history): stays focusable in the toolbar, as toolbars do. */
  readonly unavailable?: boolean;
  readonly busy?: boolean;
  readonly expanded?: boolean;
  readonly controls?: string;
  readonly run: () => void;
  readonly separatorBefore?: boolean;
}

/** The editing part of RichTextEditor: TipTap, its toolbar, the link address and the image upload. */
export function RichTextEditorPanel({
  controlId,
  labelId,
  describedBy,
  invalid,
  required,
  disabled = false,
  value,
  onChange,
  onBlur,
  uploadImage,
  handleRef,
}: RichTextEditorPanelProps) {
  const t = useUiText();
  const linkBarId = `${controlId}-link`;
  const imageErrorId = `${controlId}-image-error`;
  const inputId = useId();
  // The value last given out (or taken in): a value coming back unchanged leaves the editor alone.
  const lastValue = useRef(value);
  const toolbarRef = useRef<HTMLDivElement | null>(null);
  const fileRef = useRef<HTMLInputElement | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const [initialContent] = useState(() => sanitizeRichText(value));

  const focusToolbar = () => {
    const buttons = toolbarButtons();
    (buttons[focusIndex] ?? buttons[0])?.focus();
  };

  const attributes = useMemo(() => {
    const result: Record<string, string> = {
      id: controlId,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
    };
    const description = [describedBy, imageFailed ? imageErrorId : undefined].filter(Boolean).join(' ');
    if (description) result['aria-describedby'] = description;
    if (invalid) result['aria-invalid'] = 'true';
    if (required) result['aria-required'] = 'true';
    if (disabled) result['aria-disabled'] = 'true';
    return result;
  }, [controlId, labelId, describedBy, invalid, required, disabled, imageFailed, imageErrorId]);

  const focusToolbarRef = useRef(focusToolbar);
  focusToolbarRef.current = focusToolbar;
  const editorProps = useMemo(
    () => ({
      attributes,
      handleKeyDown: (_view: unknown, event: globalThis.KeyboardEvent) => {
        // Alt+F10 goes to the toolbar, as in most editors.
        if (event.altKey && event.key === 'F10') {
          event.preventDefault();
          focusToolbarRef.current();
          return true;
        }
        return false;
      },
    }),
    [attributes],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: updated }) => {
      const html = updated.isEmpty ? '' : sanitizeRichText(updated.getHTML());
      if (html === lastValue.current) return;
      lastValue.current = html;
      onChange(html);
    },
  });

  const state = useEditorState({ editor, selector: selectToolbarState });

  useImperativeHandle(handleRef, () => ({ focus: () => editor.commands.focus() }), [editor]);

  useEffect(() => {
    if (editor.isEditable === !disabled) return;
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // A value set from outside (a reset, a record loaded) replaces the text.
  useEffect(() => {
    if (value === lastValue.current) return;
    lastValue.current = value;
    const next = sanitizeRichText(value);
    const current = editor.isEmpty ? '' : sanitizeRichText(editor.getHTML());
    if (next !== current) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  function toolbarButtons(): HTMLButtonElement[] {
    return Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
  }

  const openLink = () => {
    setLinkText((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkInvalid(false);
    setLinkOpen(true);
  };

  const closeLink = () => {
    setLinkOpen(false);
    setLinkInvalid(false);
    editor.commands.focus();
  };

  const applyLink = () => {
    const href = linkAddress(linkText);
    if (href === null) {
      setLinkInvalid(true);
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: linkText.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    setLinkOpen(false);
    setLinkInvalid(false);
  };

  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
    setLinkInvalid(false);
  };

  const onLinkKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Never the enclosing form's submit.
      event.preventDefault();
      applyLink();
    } else if (event.key === 'Escape') {
      // Closes the address only, not a dialog around the field.
      event.preventDefault();
      event.stopPropagation();
      closeLink();
    }
  };

  const chooseImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !uploadImage) return;
    setUploading(true);
    setImageFailed(false);
    try {
      const src = await uploadImage(file);
      if (!isAllowedImageSrc(src)) throw new Error(`Refused image address: ${src}`);
      const alt = file.name.replace(/\.[^.]+$/, '');
      editor.chain().focus().setImage({ src, alt }).run();
    } catch {
      setImageFailed(true);
    } finally {
      setUploading(false);
    }
  };

  const tools: Tool[] = [
    {
      key: 'h2',
      label: t('ui.richText.heading2'),
      content: icons.heading2,
      pressed: state.h2,
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('ui.richText.heading3'),
      content: icons.heading3,
      pressed: state.h3,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bold',
      label: t('ui.richText.bold'),
      content: <strong aria-hidden="true">B</strong>,
      pressed: state.bold,
      separatorBefore: true,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('ui.richText.italic'),
      content: (
        <em aria-hidden="true" style={{ fontFamily: 'serif' }}>
          I
        </em>
      ),
      pressed: state.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      key: 'bulletList',
      label: t('ui.richText.bulletList'),
      content: icons.bulletList,
      pressed: state.bulletList,
      separatorBefore: true,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: t('ui.richText.orderedList'),
      content: icons.orderedList,
      pressed: state.orderedList,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'link',
      label: t('ui.richText.link'),
      content: icons.link,
      pressed: state.link,
      expanded: linkOpen,
      controls: linkOpen ? linkBarId : undefined,
      separatorBefore: true,
      run: () => (linkOpen ? closeLink() : openLink()),
    },
    ...(uploadImage
      ? [
          {
            key: 'image',
            label: t('ui.richText.image'),
            content: icons.image,
            busy: uploading,
            unavailable: uploading,
            run: () => fileRef.current?.click(),
          },
        ]
      : []),
    {
      key: 'undo',
      label: t('ui.richText.undo'),
      content: icons.undo,
      unavailable: !state.canUndo,
      separatorBefore: true,
      run: () => editor.chain().focus().undo().run(),
    },
    {
      key: 'redo',
      label: t('ui.richText.redo'),
      content: icons.redo,
      unavailable: !state.canRedo,
      run: () => editor.chain().focus().redo().run(),
    },
  ];
  const rovingIndex = Math.min(focusIndex, tools.length - 1);

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = toolbarButtons();
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const last = buttons.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons[next]?.focus();
  };

  const onFrameBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    onBlur?.();
  };

  return (
    <EditorFrame $invalid={invalid} $disabled={disabled} onBlur={onFrameBlur}>
      <EditorToolbarRow
        ref={toolbarRef}
        role="toolbar"
        aria-label={t('ui.richText.toolbar')}
        aria-controls={controlId}
        onKeyDown={onToolbarKeyDown}
      >
        {tools.map((tool, index) => [
          tool.separatorBefore ? <Separator key={`${tool.key}-separator`} aria-hidden="true" /> : null,
          <ToolButton
            key={tool.key}
            type="button"
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.pressed}
            aria-disabled={tool.unavailable || undefined}
            aria-busy={tool.busy || undefined}
            aria-expanded={tool.expanded}
            aria-controls={tool.controls}
            data-tool={tool.key}
            disabled={disabled}
            tabIndex={index === rovingIndex ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            // Keep the text's selection while the pointer presses a button.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (!tool.unavailable) tool.run();
            }}
          >
            {tool.content}
          </ToolButton>,
        ])}
      </EditorToolbarRow>
      {linkOpen && (
        <LinkBar id={linkBarId} role="group" aria-label={t('ui.richText.link')}>
          <Input
            id={inputId}
            size="sm"
            type="url"
            inputMode="url"
            autoFocus
            label={t('ui.richText.linkAddress')}
            placeholder="https://"
            value={linkText}
            error={linkInvalid ? t('ui.richText.linkInvalid') : undefined}
            onChange={(event) => {
              setLinkText(event.target.value);
              setLinkInvalid(false);
            }}
            onKeyDown={onLinkKeyDown}
          />
          <Button size="sm" variant="primary" onClick={applyLink}>
            {t('ui.richText.linkApply')}
          </Button>
          {state.link && (
            <Button size="sm" variant="secondary" onClick={removeLink}>
              {t('ui.richText.linkRemove')}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={closeLink}>
            {t('ui.common.cancel')}
          </Button>
        </LinkBar>
      )}
      {uploadImage && (
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void chooseImage(event)}
        />
      )}
      <Area editor={editor} />
      {imageFailed && (
        <ImageError id={imageErrorId} role="alert">
          {t('ui.richText.imageFailed')}
        </ImageError>
      )}
    </EditorFrame>
  );
}
