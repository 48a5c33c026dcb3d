import type { SVGProps } from 'react';

/** Decorative icons of the designer (the buttons are named by their labels). */
function Svg({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const PlusIcon = () => (
  <Svg>
    <path d="M8 3v10M3 8h10" strokeWidth="1.8" />
  </Svg>
);
export const MinusIcon = () => (
  <Svg>
    <path d="M3 8h10" strokeWidth="1.8" />
  </Svg>
);
export const FitIcon = () => (
  <Svg>
    <path d="M2.5 6V2.5H6M10 2.5h3.5V6M13.5 10v3.5H10M6 13.5H2.5V10" />
  </Svg>
);
export const TrashIcon = () => (
  <Svg>
    <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.6 8.5h5.8l.6-8.5M6.8 7v4M9.2 7v4" />
  </Svg>
);
export const ArrowUpIcon = () => (
  <Svg>
    <path d="M8 13V3M4 7l4-4 4 4" />
  </Svg>
);
export const ArrowDownIcon = () => (
  <Svg>
    <path d="M8 3v10M4 9l4 4 4-4" />
  </Svg>
);
export const ArrowLeftIcon = () => (
  <Svg>
    <path d="M10 3.5 5.5 8l4.5 4.5" />
  </Svg>
);
export const ArrowRightIcon = () => (
  <Svg>
    <path d="M6 3.5 10.5 8 6 12.5" />
  </Svg>
);
export const PersonIcon = () => (
  <Svg>
    <circle cx="8" cy="5.5" r="2.5" />
    <path d="M3 13.5c.6-2.6 2.6-4 5-4s4.4 1.4 5 4" />
  </Svg>
);
export const StampIcon = () => (
  <Svg>
    <path d="M6.5 2.5h3v3.2l-.5 1.8h2.5a1 1 0 0 1 1 1V10h-9V8.5a1 1 0 0 1 1-1H7l-.5-1.8z" />
    <path d="M3 12.5h10" />
  </Svg>
);
export const SendIcon = () => (
  <Svg>
    <path d="M13.5 2.5 7 9M13.5 2.5 9.5 13.5 7 9 2.5 6.5z" />
  </Svg>
);
export const BranchIcon = () => (
  <Svg>
    <circle cx="4.5" cy="3.5" r="1.5" />
    <circle cx="4.5" cy="12.5" r="1.5" />
    <circle cx="11.5" cy="5.5" r="1.5" />
    <path d="M4.5 5v6M11.5 7c0 2.5-2 3.5-7 4" />
  </Svg>
);
export const FlagIcon = () => (
  <Svg>
    <path d="M4 13.5V2.5M4 3h7.5l-1.5 2.5L11.5 8H4" />
  </Svg>
);
export const WarningIcon = () => (
  <Svg>
    <path d="M8 2.5 14 13H2z" />
    <path d="M8 6.5v3M8 11.4v.1" strokeWidth="1.7" />
  </Svg>
);
export const CheckIcon = () => (
  <Svg>
    <circle cx="8" cy="8" r="5.5" />
    <path d="m5.6 8.2 1.7 1.7 3.2-3.4" />
  </Svg>
);
export const ChevronDownIcon = () => (
  <Svg>
    <path d="m4 6 4 4 4-4" />
  </Svg>
);
export const LinkIcon = () => (
  <Svg>
    <path d="M8 3v8M4.5 7.5 8 11l3.5-3.5M4 13.5h8" />
  </Svg>
);
