import type { SavedFilterNameProblem } from './savedFilterName';

/** A list's filters saved under a name. `F` is the list's own filter shape (JSON-serialisable). */
export interface SavedFilter<F> {
  readonly id: string;
  readonly name: string;
  readonly filters: F;
  /** Applied when the list opens. At most one saved filter of a list is the default. */
  readonly isDefault: boolean;
  /** When it was saved or last renamed (ISO 8601), when the store keeps it. */
  readonly updatedAt?: string;
}

/**
 * Where a list's saved filters live, per list and user. Every call is async and may fail (reject);
 * the console keeps them on the operation-service so that they follow the user between browsers,
 * `createLocalSavedFiltersStore` keeps them in local storage.
 */
export interface SavedFiltersStore<F> {
  list(): Promise<SavedFilter<F>[]>;
  /** Saves `filters` under `name` (trimmed, validated by the caller) and returns the saved filter. */
  save(name: string, filters: F): Promise<SavedFilter<F>>;
  rename(id: string, name: string): Promise<void>;
  /** Makes `id` the list's only default, or leaves the list without one (null). */
  setDefault(id: string | null): Promise<void>;
  remove(id: string): Promise<void>;
}

/** Why the local store refused or failed: `quota` is spec §5's full local storage. */
export type SavedFiltersErrorKind = 'quota' | 'storage' | 'notFound' | SavedFilterNameProblem;

/** A failure the dialog can name in the user's language (thrown by the local store). */
export class SavedFiltersError extends Error {
  readonly kind: SavedFiltersErrorKind;

  constructor(kind: SavedFiltersErrorKind, options?: { readonly cause?: unknown }) {
    super(`Saved filters: ${kind}`, options);
    this.name = 'SavedFiltersError';
    this.kind = kind;
  }
}
