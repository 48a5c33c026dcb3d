import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { richTextContent } from './richTextContent';
import { sanitizeRichText } from './sanitizeRichText';

export interface RichTextProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** The stored HTML (or plain text, shown with its line breaks); sanitised before it is shown. */
  readonly value: string | null | undefined;
}

const Content = styled.div`
  ${richTextContent}
`;

/**
 * Shows stored rich text (an announcement's body, a help answer) through `sanitizeRichText`:
 * paragraphs, headings, emphasis, lists, links opening in a new tab, images and quotes, and
 * nothing that could run script or restyle the page.
 */
export const RichText = forwardRef<HTMLDivElement, RichTextProps>(function RichText(
  { value, ...props },
  ref,
) {
  const html = useMemo(() => sanitizeRichText(value), [value]);
  return <Content ref={ref} {...props} dangerouslySetInnerHTML={{ __html: html }} />;
});
