/** A Storage in memory whose `setItem` can be made to fail as a full local storage does. */
export class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  failure: (() => Error) | undefined;

  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    if (this.failure) throw this.failure();
    this.items.set(key, value);
  }
}

/** What browsers throw when local storage is full. */
export const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
