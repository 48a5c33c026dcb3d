import styled from 'styled-components';
import { Button } from '../../components/Button';
import { visuallyHidden } from '../../components/Spinner/visuallyHidden';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { avatarText, avatarTone } from './addressBook';

/**
 * Turns an error into the text to show (`@opsdesk/http`'s `describeError` fits once its language is
 * bound); `undefined` leaves the dialog's own text.
 */
export type DescribeError = (
  error: unknown,
) => { readonly message: string; readonly spanId?: string | undefined } | undefined;

const nonEmpty = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The detail and span id to show under a failure: the injected description, else the error's own. */
export function failureDetail(
  error: unknown,
  describe: DescribeError | undefined,
): { readonly message: string | undefined; readonly spanId: string | undefined } {
  let described: ReturnType<DescribeError>;
  try {
    described = describe?.(error);
  } catch {
    described = undefined;
  }
  const own =
    error !== null && typeof error === 'object' ? (error as { message?: unknown; spanId?: unknown }) : {};
  return {
    message: nonEmpty(described?.message) ?? nonEmpty(own.message) ?? nonEmpty(error),
    spanId: nonEmpty(described?.spanId) ?? nonEmpty(own.spanId),
  };
}

/** A search box without the browser's own clear button (the Input has one of its own). */
export const searchBoxStyle = `
  & input::-webkit-search-cancel-button,
  & input::-webkit-search-decoration {
    appearance: none;
    display: none;
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

const FailureBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens['space-1']};
  padding: ${tokens['space-6']} ${tokens['space-4']};
  text-align: center;
  &[data-inline] {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${tokens['space-2']};
    padding: ${tokens['space-1']} 0;
    text-align: start;
  }
`;

const FailureTitle = styled.p`
  margin: 0;
  color: ${tokens['color-danger']};
  font-weight: ${tokens['font-weight-medium']};
  [data-inline] > & {
    font-weight: ${tokens['font-weight-regular']};
    font-size: ${tokens['font-size-sm']};
  }
`;

const FailureDetail = styled.p`
  margin: 0;
  max-width: 420px;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  overflow-wrap: anywhere;
`;

const SpanId = styled.code`
  color: ${tokens['color-text-muted']};
  font-family: ${tokens['font-family-mono']};
  font-size: ${tokens['font-size-xs']};
  user-select: all;
`;

export interface FailureProps {
  /** What failed, translated. */
  readonly title: string;
  readonly error: unknown;
  readonly describeError: DescribeError | undefined;
  readonly onRetry: () => void;
  /** The message id of "spanId: {spanId}" of the dialog. */
  readonly spanIdText: string;
  /** One line (in a tree or under a list) rather than a block. */
  readonly inline?: boolean;
}

/** A failure said at once (`role="alert"`), with what the error said, its span id, and Retry. */
export function Failure({ title, error, describeError, onRetry, spanIdText, inline = false }: FailureProps) {
  const t = useUiText();
  const { message, spanId } = failureDetail(error, describeError);
  return (
    <FailureBox role="alert" data-inline={inline || undefined}>
      <FailureTitle>{title}</FailureTitle>
      {message === undefined || inline ? null : <FailureDetail>{message}</FailureDetail>}
      {spanId === undefined || inline ? null : <SpanId>{t(spanIdText, { spanId })}</SpanId>}
      <Button size="sm" variant={inline ? 'link' : 'secondary'} onClick={onRetry}>
        {t('ui.common.retry')}
      </Button>
    </FailureBox>
  );
}

/** Centres a spinner or a short message in a pane. */
export const PaneStatus = styled.div`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  justify-content: center;
  min-height: 120px;
  padding: ${tokens['space-6']} ${tokens['space-4']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  text-align: center;
`;

const AvatarCircle = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  font-size: ${tokens['font-size-xs']};
  font-weight: ${tokens['font-weight-medium']};
  line-height: 1;
  letter-spacing: 0;
  white-space: nowrap;
  user-select: none;
  &[data-tone='info'] {
    background: ${tokens['color-info-subtle']};
    color: ${tokens['color-info']};
  }
  &[data-tone='success'] {
    background: ${tokens['color-success-subtle']};
    color: ${tokens['color-success']};
  }
  &[data-tone='warning'] {
    background: ${tokens['color-warning-subtle']};
    color: ${tokens['color-warning']};
  }
  &[data-tone='neutral'] {
    background: ${tokens['color-surface-sunken']};
    color: ${tokens['color-text-muted']};
    box-shadow: inset 0 0 0 1px ${tokens['color-border']};
  }
  &[data-size='sm'] {
    width: 20px;
    height: 20px;
    font-size: 10px;
  }
`;

/** A person's initials in a circle of a tone of their own (decorative: the name is beside it). */
export function Avatar({ name, id, size = 'md' }: { name: string; id: string; size?: 'sm' | 'md' }) {
  return (
    <AvatarCircle aria-hidden="true" data-tone={avatarTone(id)} data-size={size}>
      {size === 'sm' ? Array.from(avatarText(name)).slice(-1).join('') : avatarText(name)}
    </AvatarCircle>
  );
}

const svgProps = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  'aria-hidden': true,
  focusable: false,
} as const;

export function SearchIcon() {
  return (
    <svg {...svgProps}>
      <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M10.5 10.5L14 14" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg {...svgProps} width={12} height={12}>
      <path
        d="M6 3.5L10.5 8 6 12.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function DepartmentIcon() {
  return (
    <svg {...svgProps}>
      <rect
        x="5.5"
        y="1.75"
        width="5"
        height="3.5"
        rx="0.75"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
      />
      <rect
        x="1.5"
        y="10.75"
        width="5"
        height="3.5"
        rx="0.75"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
      />
      <rect
        x="9.5"
        y="10.75"
        width="5"
        height="3.5"
        rx="0.75"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
      />
      <path d="M8 5.25v3M4 10.75v-2.5h8v2.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...svgProps} width={12} height={12} viewBox="0 0 12 12">
      <path
        d="M2.5 6.2l2.3 2.3 4.7-5"
        stroke="currentColor"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CopyIcon() {
  return (
    <svg {...svgProps} width={14} height={14}>
      <rect x="5" y="5" width="9" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path
        d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
    </svg>
  );
}

/** The square (multiple) or round (single) mark of a choice in a list; the option's state says it. */
export const ChoiceMark = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 16px;
  height: 16px;
  border: 1px solid ${tokens['color-text-muted']};
  border-radius: ${tokens['radius-sm']};
  background: ${tokens['color-surface']};
  color: ${tokens['color-on-primary']};
  & > svg {
    visibility: hidden;
  }
  &[data-shape='round'] {
    border-radius: 50%;
  }
  &[data-checked] {
    border-color: ${tokens['color-primary']};
    background: ${tokens['color-primary']};
  }
  &[data-checked] > svg {
    visibility: visible;
  }
  &[data-shape='round'][data-checked] {
    background: ${tokens['color-surface']};
    box-shadow: inset 0 0 0 4px ${tokens['color-primary']};
  }
  &[data-shape='round'][data-checked] > svg {
    visibility: hidden;
  }
  &[data-disabled] {
    border-color: ${tokens['color-border']};
    background: ${tokens['color-surface-sunken']};
  }
`;
