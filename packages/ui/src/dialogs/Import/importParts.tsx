import styled, { keyframes } from 'styled-components';
import { tokens } from '../../theme/tokens';

// The pieces of the import dialog. Every state is a data attribute, so the CSS stays static.

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-4']};
`;

export const TemplateRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens['space-4']};
  padding: ${tokens['space-3']} ${tokens['space-4']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface-sunken']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  & > p {
    margin: 0;
    min-width: 0;
  }
  & > button {
    flex: none;
  }
`;

/** The drop zone is the file chooser's real button: Tab reaches it, Enter or Space opens the chooser. */
export const DropZone = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens['space-2']};
  width: 100%;
  min-height: 156px;
  padding: ${tokens['space-6']} ${tokens['space-4']};
  border: 1.5px dashed ${tokens['color-border-strong']};
  border-radius: ${tokens['radius-lg']};
  background: ${tokens['color-surface']};
  color: ${tokens['color-text']};
  font: inherit;
  text-align: center;
  cursor: pointer;
  transition:
    border-color ${tokens['duration-fast']} ${tokens.easing},
    background-color ${tokens['duration-fast']} ${tokens.easing};
  &:hover,
  &[data-dragging] {
    border-color: ${tokens['color-primary']};
    background: ${tokens['color-primary-subtle']};
  }
  &[data-dragging] {
    border-style: solid;
  }
  &[data-invalid] {
    border-color: ${tokens['color-danger']};
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 2px;
  }
`;

export const DropIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${tokens['radius-pill']};
  background: ${tokens['color-primary-subtle']};
  color: ${tokens['color-primary']};
`;

export const DropText = styled.span`
  font-size: ${tokens['font-size-md']};
  font-weight: ${tokens['font-weight-medium']};
`;

export const Browse = styled.span`
  color: ${tokens['color-primary']};
  text-decoration: underline;
  text-underline-offset: 2px;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
`;

export const HintBelow = styled(Hint)`
  margin-top: ${tokens['space-2']};
`;

export const FileCardFrame = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens['space-3']};
  padding: ${tokens['space-3']} ${tokens['space-4']};
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface']};
  &[data-dragging] {
    border-color: ${tokens['color-primary']};
    background: ${tokens['color-primary-subtle']};
  }
  &[data-invalid] {
    border-color: ${tokens['color-danger']};
  }
`;

export const FileGlyph = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-success-subtle']};
  color: ${tokens['color-success']};
`;

export const FileMeta = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const FileName = styled.span`
  overflow: hidden;
  font-weight: ${tokens['font-weight-medium']};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const FileDetail = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens['space-2']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  & > [data-tone='success'] {
    display: inline-flex;
    align-items: center;
    gap: ${tokens['space-1']};
    color: ${tokens['color-success']};
  }
`;

export const FileActions = styled.div`
  display: flex;
  flex: none;
  gap: ${tokens['space-1']};
`;

export const ProgressBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-2']};
`;

export const ProgressHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${tokens['space-4']};
  font-size: ${tokens['font-size-sm']};
  & > span:first-child {
    overflow: hidden;
    min-width: 0;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > span:last-child {
    flex: none;
    font-variant-numeric: tabular-nums;
    font-weight: ${tokens['font-weight-medium']};
  }
`;

/** The rows handled so far under the bar: figures that change every second, in fixed-width digits. */
export const ProgressDetail = styled.p`
  margin: 0;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  font-variant-numeric: tabular-nums;
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(340%); }
`;

export const ProgressTrack = styled.div`
  position: relative;
  height: 8px;
  overflow: hidden;
  border-radius: ${tokens['radius-pill']};
  background: ${tokens['color-surface-sunken']};
  box-shadow: inset 0 0 0 1px ${tokens['color-border']};
  & > span {
    position: absolute;
    inset: 0 auto 0 0;
    border-radius: inherit;
    background: ${tokens['color-primary']};
    transition: width ${tokens['duration-normal']} ${tokens.easing};
  }
  &[data-indeterminate] > span {
    width: 30%;
    animation: ${slide} 1.4s ${tokens.easing} infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-indeterminate] > span {
      width: 100%;
      opacity: 0.5;
      animation: none;
    }
  }
`;

export const ResultRegion = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-4']};
  &:focus {
    outline: none;
  }
`;

export const ResultHead = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens['space-3']};
  & > span {
    display: inline-grid;
    flex: none;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: ${tokens['radius-pill']};
    background: ${tokens['color-success-subtle']};
    color: ${tokens['color-success']};
  }
  &[data-tone='warning'] > span {
    background: ${tokens['color-warning-subtle']};
    color: ${tokens['color-warning']};
  }
  &[data-tone='error'] > span {
    background: ${tokens['color-danger-subtle']};
    color: ${tokens['color-danger']};
  }
  &[data-tone='info'] > span {
    background: ${tokens['color-info-subtle']};
    color: ${tokens['color-info']};
  }
  & h3 {
    margin: 0;
    font-size: ${tokens['font-size-lg']};
    font-weight: ${tokens['font-weight-bold']};
    line-height: 1.4;
  }
  & p {
    margin: 2px 0 0;
    color: ${tokens['color-text-muted']};
  }
`;

export const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens['space-3']};
  margin: 0;
  & > div {
    padding: ${tokens['space-3']} ${tokens['space-4']};
    border: 1px solid ${tokens['color-border']};
    border-radius: ${tokens['radius-md']};
    background: ${tokens['color-surface']};
  }
  & dt {
    color: ${tokens['color-text-muted']};
    font-size: ${tokens['font-size-sm']};
  }
  & dd {
    margin: 0;
    font-size: ${tokens['font-size-2xl']};
    font-weight: ${tokens['font-weight-bold']};
    font-variant-numeric: tabular-nums;
    line-height: 1.3;
  }
  & > [data-tone='success'] dd {
    color: ${tokens['color-success']};
  }
  & > [data-tone='danger'] dd {
    color: ${tokens['color-danger']};
  }
  & > [data-tone='muted'] dd {
    color: ${tokens['color-text-muted']};
  }
`;

export const ErrorTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-md']};
  font-size: ${tokens['font-size-sm']};
  & caption {
    padding-bottom: ${tokens['space-2']};
    font-weight: ${tokens['font-weight-bold']};
    text-align: left;
  }
  & th,
  & td {
    padding: ${tokens['space-2']} ${tokens['space-3']};
    text-align: left;
    vertical-align: top;
  }
  & th {
    background: ${tokens['color-surface-sunken']};
    color: ${tokens['color-text-muted']};
    font-weight: ${tokens['font-weight-medium']};
  }
  & thead th:first-child {
    border-top-left-radius: ${tokens['radius-md']};
  }
  & thead th:last-child {
    border-top-right-radius: ${tokens['radius-md']};
  }
  & td {
    border-top: 1px solid ${tokens['color-border']};
    overflow-wrap: anywhere;
  }
  & [data-column='line'] {
    width: 72px;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  & td[data-column='line'] {
    color: ${tokens['color-text-muted']};
    font-family: ${tokens['font-family-mono']};
  }
`;

export const SpanId = styled.span`
  display: block;
  margin-top: ${tokens['space-1']};
  color: ${tokens['color-text-muted']};
  font-family: ${tokens['font-family-mono']};
  font-size: ${tokens['font-size-xs']};
`;

export const HiddenInput = styled.input`
  display: none;
`;

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** An arrow into a tray: the drop zone. */
export function UploadIcon() {
  return (
    <svg width="22" height="22" {...iconProps}>
      <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
    </svg>
  );
}

/** A sheet with a grid: the chosen workbook. */
export function SheetIcon() {
  return (
    <svg width="20" height="20" {...iconProps}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
      <path d="M14 3v5h5M8.5 12.5h7M8.5 16h7M12 11v8" />
    </svg>
  );
}

/** An arrow down onto a line: template and error file downloads. */
export function DownloadIcon() {
  return (
    <svg width="16" height="16" {...iconProps}>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 20h14" />
    </svg>
  );
}

export function CheckIcon({ size = 14 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} {...iconProps} strokeWidth={2.2}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

export function WarningIcon() {
  return (
    <svg width="20" height="20" {...iconProps} strokeWidth={2}>
      <path d="M12 8v5M12 16.5v.1" />
      <path d="M10.3 3.9 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    </svg>
  );
}

export function ErrorIcon() {
  return (
    <svg width="20" height="20" {...iconProps} strokeWidth={2.2}>
      <path d="m7 7 10 10M17 7 7 17" />
    </svg>
  );
}

export function ClockIcon() {
  return (
    <svg width="20" height="20" {...iconProps} strokeWidth={2}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </svg>
  );
}
