/** The messages between the service's thread and the PGlite worker thread (`pgliteThread.ts`). */
import type { SqlValue } from './types';

export type ThreadRequest = { readonly id: number } & (
  | {
      readonly kind: 'query';
      readonly sql: string;
      readonly params: readonly SqlValue[];
      readonly transaction?: number | undefined;
    }
  | { readonly kind: 'exec'; readonly sql: string }
  | { readonly kind: 'begin' }
  | { readonly kind: 'commit' | 'rollback'; readonly transaction: number }
  | { readonly kind: 'dump' | 'close' }
);
