/**
 * Counts failures per key in a sliding window (e.g. failed sign-ins per address and per account).
 * In memory, per app instance: with several instances each one counts its own share, which still
 * bounds guessing to instances × limit per window.
 */
export class FailureCounter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `key` may try again, or 0 when it is under the limit. */
  retryAfterMs(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    return recent[recent.length - this.limit]! + this.windowMs - this.now();
  }

  /** How many failures `key` has in the window. */
  count(key: string): number {
    return this.recent(key).length;
  }

  /** Counts one failure (or attempt) for `key`; returns its stamp, for `forget`. */
  record(key: string): number {
    const recent = this.recent(key);
    const stamp = this.now();
    recent.push(stamp);
    this.failures.set(key, recent);
    if (this.failures.size > 10_000) this.prune();
    return stamp;
  }

  /** Takes back one recorded attempt that turned out not to be a failure. */
  forget(key: string, stamp: number) {
    const recent = this.failures.get(key);
    const index = recent?.indexOf(stamp) ?? -1;
    if (recent && index >= 0) recent.splice(index, 1);
  }

  clear(key: string) {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((time) => time > cutoff);
  }

  private prune() {
    for (const key of this.failures.keys()) {
      if (this.recent(key).length === 0) this.failures.delete(key);
    }
  }
}
