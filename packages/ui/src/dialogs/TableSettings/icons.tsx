/**
 * The icons of the table settings dialogs, which load with them: decorative, 16 px, drawn in the
 * current colour. The toolbar buttons' icons are in `toolbarIcons.tsx`.
 */
import { iconProps as common } from './toolbarIcons';

export function GripIcon() {
  return (
    <svg {...common} stroke="none" fill="currentColor">
      <circle cx="6" cy="4" r="1.1" />
      <circle cx="10" cy="4" r="1.1" />
      <circle cx="6" cy="8" r="1.1" />
      <circle cx="10" cy="8" r="1.1" />
      <circle cx="6" cy="12" r="1.1" />
      <circle cx="10" cy="12" r="1.1" />
    </svg>
  );
}

export function ArrowUpIcon() {
  return (
    <svg {...common}>
      <path d="M8 13V3.5M4 7l4-4 4 4" />
    </svg>
  );
}

export function ArrowDownIcon() {
  return (
    <svg {...common}>
      <path d="M8 3v9.5M4 9l4 4 4-4" />
    </svg>
  );
}

export function StarIcon({ filled = false }: { readonly filled?: boolean }) {
  return (
    <svg {...common} fill={filled ? 'currentColor' : 'none'}>
      <path d="M8 2l1.8 3.7 4 .6-2.9 2.8.7 4L8 11.2 4.4 13.1l.7-4-2.9-2.8 4-.6z" />
    </svg>
  );
}

export function PencilIcon() {
  return (
    <svg {...common}>
      <path d="M10.5 2.5l3 3L6 13H3v-3z" />
      <path d="M9 4l3 3" />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg {...common}>
      <path d="M2.5 4.5h11M6 4.5V3h4v1.5M4 4.5l.7 9h6.6l.7-9" />
      <path d="M6.8 7v4M9.2 7v4" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...common}>
      <path d="M3 8.5l3 3 7-7" />
    </svg>
  );
}
