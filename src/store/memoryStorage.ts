import { BATTLE_PREFIX, type StorageLike } from './library.ts'

/** localStorage in memory, for the store tests. */
export class MemoryStorage implements StorageLike {
  private items = new Map<string, string>()
  /** Every battle written (under a battle key), in order. */
  readonly saves: string[] = []
  get length(): number {
    return this.items.size
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    if (key.startsWith(BATTLE_PREFIX)) this.saves.push(String(value))
    this.items.set(key, String(value))
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
  keys(): string[] {
    return [...this.items.keys()]
  }
  /** A copy of everything stored. */
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.items)
  }
}
