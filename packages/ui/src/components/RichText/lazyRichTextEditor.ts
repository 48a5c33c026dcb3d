import type { ComponentType } from 'react';
import type { RichTextEditorPanelProps } from './RichTextEditorPanel';
import { lazyPart, type LazyPart } from '../lazyPart';

export { lazyPart, type LazyPart };

/** RichTextEditor's editing part (TipTap, ProseMirror, the toolbar): its own chunk. */
export const richTextEditorPanel: LazyPart<ComponentType<RichTextEditorPanelProps>> = lazyPart(() =>
  import('./RichTextEditorPanel').then((module) => module.RichTextEditorPanel),
);
