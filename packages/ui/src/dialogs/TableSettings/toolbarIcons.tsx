/**
 * The icons of the table settings' toolbar buttons, apart from the dialogs' (`icons.tsx`), which load
 * with the dialogs: decorative, 16 px, drawn in the current colour.
 */

export const iconProps = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function ColumnsIcon() {
  return (
    <svg {...iconProps}>
      <rect x="2" y="2.5" width="12" height="11" rx="1.5" />
      <path d="M6 2.5v11M10 2.5v11" />
    </svg>
  );
}

export function BookmarkIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 2.5h8v11l-4-3-4 3z" />
    </svg>
  );
}

export function ChevronDownIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}
