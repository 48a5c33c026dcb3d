import { css } from 'styled-components';
import { tokens } from '../../theme/tokens';

/** The kinds of feedback: Alert and the toasts share them, their colours and their icons. */
export const feedbackVariants = ['info', 'success', 'warning', 'error'] as const;
export type FeedbackVariant = (typeof feedbackVariants)[number];

/** Colours by `data-variant`, as static CSS. */
export const feedbackColours = css`
  --ops-feedback-accent: ${tokens['color-info']};
  --ops-feedback-subtle: ${tokens['color-info-subtle']};
  &[data-variant='success'] {
    --ops-feedback-accent: ${tokens['color-success']};
    --ops-feedback-subtle: ${tokens['color-success-subtle']};
  }
  &[data-variant='warning'] {
    --ops-feedback-accent: ${tokens['color-warning']};
    --ops-feedback-subtle: ${tokens['color-warning-subtle']};
  }
  &[data-variant='error'] {
    --ops-feedback-accent: ${tokens['color-danger']};
    --ops-feedback-subtle: ${tokens['color-danger-subtle']};
  }
`;

const paths: Readonly<Record<FeedbackVariant, string>> = {
  info: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM8 7v4.5M8 4.6v.1',
  success: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM5 8.2l2 2 4-4.2',
  warning: 'M8 1.8 1.3 13.5h13.4L8 1.8ZM8 6.2v3.6M8 11.6v.1',
  error: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM5.6 5.6l4.8 4.8M10.4 5.6l-4.8 4.8',
};

/** The icon of a variant; decorative, the text says what happened. */
export function FeedbackIcon({ variant }: { readonly variant: FeedbackVariant }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={paths[variant]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The × of a dismissable message. */
export function CloseIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
