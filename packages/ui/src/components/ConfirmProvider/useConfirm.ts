import { createContext, useContext, type ReactNode } from 'react';

export interface ConfirmOptions {
  /** The question, e.g. "Delete the tenant Acme?". */
  readonly title: ReactNode;
  /** What happens if the user goes on. */
  readonly description?: ReactNode;
  /** The label of the action; "OK" by default. */
  readonly confirmLabel?: ReactNode;
  /** The label of the way out; "Cancel" by default. */
  readonly cancelLabel?: ReactNode;
  /** `danger` for a destructive action: a red action button. */
  readonly variant?: 'default' | 'danger';
}

/** Asks; resolves true when the user confirms, false when they cancel or close. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);

function plainText(node: ReactNode): string {
  return typeof node === 'string' || typeof node === 'number' ? String(node) : '';
}

/** Without a ConfirmProvider (a tool that mounts none) the browser's own confirm asks instead. */
const browserConfirm: Confirm = async ({ title, description }) =>
  typeof window !== 'undefined' &&
  window.confirm([plainText(title), plainText(description)].filter(Boolean).join('\n\n'));

/** `const confirm = useConfirm(); if (await confirm({ title, variant: 'danger' })) remove();` */
export function useConfirm(): Confirm {
  return useContext(ConfirmContext) ?? browserConfirm;
}
