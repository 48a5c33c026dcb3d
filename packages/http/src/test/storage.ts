import type { StorageLike } from '../tokens';

/**
 * Web Storage semantics in memory (string values, null for missing keys), with an optional quota
 * that throws like a browser's QuotaExceededError.
 */
export class MemoryStorage implements StorageLike {
  private readonly items = new Map<string, string>();

  constructor(private readonly quota = Number.POSITIVE_INFINITY) {}

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (String(value).length > this.quota) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}
