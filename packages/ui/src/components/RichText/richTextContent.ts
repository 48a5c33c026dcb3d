import { css } from 'styled-components';
import { tokens } from '../../theme/tokens';

/** How rich text reads, shown (RichText) and edited (RichTextEditor) alike. */
export const richTextContent = css`
  color: ${tokens['color-text']};
  font-size: ${tokens['font-size-md']};
  line-height: ${tokens['line-height']};
  overflow-wrap: anywhere;
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  & p,
  & ul,
  & ol,
  & blockquote,
  & pre {
    margin: 0 0 ${tokens['space-3']};
  }
  & h2,
  & h3,
  & h4 {
    margin: ${tokens['space-4']} 0 ${tokens['space-2']};
    font-weight: ${tokens['font-weight-bold']};
    line-height: 1.3;
  }
  & h2 {
    font-size: ${tokens['font-size-xl']};
  }
  & h3 {
    font-size: ${tokens['font-size-lg']};
  }
  & h4 {
    font-size: ${tokens['font-size-md']};
  }
  & ul,
  & ol {
    padding-inline-start: ${tokens['space-6']};
  }
  & li > p {
    margin: 0;
  }
  & a {
    color: ${tokens['color-primary']};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  & a:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 1px;
  }
  & img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: ${tokens['space-2']} 0;
    border-radius: ${tokens['radius-sm']};
  }
  & blockquote {
    padding-inline-start: ${tokens['space-3']};
    border-inline-start: 3px solid ${tokens['color-border-strong']};
    color: ${tokens['color-text-muted']};
  }
  & code {
    padding: 0 ${tokens['space-1']};
    border-radius: ${tokens['radius-sm']};
    background: ${tokens['color-surface-sunken']};
    font-family: ${tokens['font-family-mono']};
    font-size: 0.92em;
  }
  & pre {
    overflow-x: auto;
    padding: ${tokens['space-2']} ${tokens['space-3']};
    border-radius: ${tokens['radius-md']};
    background: ${tokens['color-surface-sunken']};
  }
  & pre > code {
    padding: 0;
    background: none;
  }
`;
