import { clientKey } from "./client-key.ts";
import { FailureCounter } from "./failure-counter.ts";

/**
 * The sign-in limits (issue 14: slow attackers down without letting them lock the real person out).
 * - Per client address: `limit` failed attempts (any account) per 15 minutes, then 429.
 * - Per account and address pair: `limit` failures per 15 minutes, then 429, for that pair only.
 * - Per account, from every address together: never a refusal (anyone with a few addresses could
 *   otherwise keep the owner out for ever), but past `limit` failures each further attempt on the
 *   account waits a little longer before it is answered, doubling up to `slowdownMaxMs`.
 * The emailed password-reset link is never limited by any of these.
 *
 * The counters sit behind FailureCounter's small interface (retryAfterMs, count, record, forget,
 * clear), so moving them to a shared store is a change of that class alone.
 */
const WINDOW_MS = 15 * 60 * 1000;
const FIRST_DELAY_MS = 250;

export interface LoginThrottleOptions {
  limit: number;
  slowdownMaxMs: number;
}

export interface AttemptTicket {
  /** Take back the attempt once it turns out to be a success. */
  succeeded(): void;
}

export class LoginThrottle {
  private readonly perAddress: FailureCounter;
  private readonly perPair: FailureCounter;
  private readonly perAccount: FailureCounter;

  constructor(private readonly options: LoginThrottleOptions) {
    this.perAddress = new FailureCounter(options.limit, WINDOW_MS);
    this.perPair = new FailureCounter(options.limit, WINDOW_MS);
    // Counted for the slow-down only; its limit is never used to refuse.
    this.perAccount = new FailureCounter(Number.MAX_SAFE_INTEGER, WINDOW_MS);
  }

  /** Milliseconds until this address may try this account again (0: go ahead). */
  retryAfterMs(account: string, ip: string): number {
    const keys = this.keys(account, ip);
    return Math.max(this.perAddress.retryAfterMs(keys.address), this.perPair.retryAfterMs(keys.pair));
  }

  /** How long to hold this attempt before answering, from the account's failures from every address. */
  slowdownMs(account: string): number {
    return accountSlowdownMs(this.perAccount.count(accountKey(account)), this.options.limit, this.options.slowdownMaxMs);
  }

  /**
   * Counts an attempt before the (slow) password check, so parallel guesses cannot all slip under the
   * limit; `succeeded()` takes it back and clears the pair's and the account's failures.
   */
  attempt(account: string, ip: string): AttemptTicket {
    const keys = this.keys(account, ip);
    const stamps = {
      address: this.perAddress.record(keys.address),
      pair: this.perPair.record(keys.pair),
      account: this.perAccount.record(keys.account),
    };
    return {
      succeeded: () => {
        this.perAddress.forget(keys.address, stamps.address);
        this.perPair.clear(keys.pair);
        this.perAccount.clear(keys.account);
      },
    };
  }

  private keys(account: string, ip: string) {
    const address = `ip:${clientKey(ip)}`;
    return { address, pair: `pair:${account}|${address}`, account: accountKey(account) };
  }
}

const accountKey = (account: string) => `account:${account}`;

/** 0 up to `limit` failures, then 250 ms doubling with each failure, at most `maxMs`. */
export function accountSlowdownMs(failures: number, limit: number, maxMs: number): number {
  if (failures < limit || maxMs <= 0) return 0;
  return Math.min(maxMs, FIRST_DELAY_MS * 2 ** Math.min(failures - limit, 20));
}
