import type { QuickRepliesStorage } from '../localQuickRepliesStore';

/** A `localStorage` in memory; `quota` characters at most, like a browser's storage full. */
export class MemoryStorage implements QuickRepliesStorage {
  readonly values = new Map<string, string>();
  constructor(private readonly quota = Number.POSITIVE_INFINITY) {}
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (value.length > this.quota) {
      throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    }
    this.values.set(key, value);
  }
}
