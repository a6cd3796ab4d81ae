import { clientKey } from "./client-key.ts";
import type { AttemptLimiter, RateLimitStore } from "./attempt-limiter.ts";

/**
 * The sign-in limits (issue 14: slow attackers down without letting them lock the real person out).
 * - Per account and address pair: `limit` failures per 15 minutes, then 429, for that pair only.
 * - Per client address: ACCOUNTS_PER_ADDRESS times `limit` failed attempts (any account) per 15 minutes,
 *   then 429: enough for everyone behind one office router (or one proxy) to mistype without locking
 *   the others out, still a ceiling for one address guessing across accounts (docs/decisions/072).
 * - Per account, from every address together: never a refusal (anyone with a few addresses could
 *   otherwise keep the owner out for ever), but past `limit` failures each further attempt on the
 *   account waits a little longer before it is answered, doubling up to `slowdownMaxMs`.
 * The emailed password-reset link is never limited by any of these.
 *
 * The counters live in the app's rate-limit store (attempt-limiter.ts): PostgreSQL with DATABASE_URL,
 * so the limits hold across every instance; memory on the embedded database.
 */
const WINDOW_MS = 15 * 60 * 1000;
const FIRST_DELAY_MS = 250;
/** How many accounts' worth of failures one client address may make before it is refused for every account. */
export const ACCOUNTS_PER_ADDRESS = 5;

export interface LoginThrottleOptions {
  limit: number;
  slowdownMaxMs: number;
}

export interface AttemptTicket {
  /** Over the address's or the pair's limit: refuse with 429 and this wait (0: go ahead). */
  retryAfterMs: number;
  /** Hold the answer this long first (the account is failing from many addresses). */
  slowdownMs: number;
  /** Take back the attempt once it turns out to be a success. */
  succeeded(): Promise<void>;
}

export class LoginThrottle {
  private readonly perAddress: AttemptLimiter;
  private readonly perPair: AttemptLimiter;
  private readonly perAccount: AttemptLimiter;

  constructor(
    store: RateLimitStore,
    private readonly options: LoginThrottleOptions,
  ) {
    this.perAddress = store.limiter("sign-in-address", { limit: options.limit * ACCOUNTS_PER_ADDRESS, windowMs: WINDOW_MS });
    this.perPair = store.limiter("sign-in-pair", { limit: options.limit, windowMs: WINDOW_MS });
    // Counted for the slow-down only; its limit is never used to refuse.
    this.perAccount = store.limiter("sign-in-account", { limit: Number.MAX_SAFE_INTEGER, windowMs: WINDOW_MS });
  }

  /** Milliseconds until this address may try this account again (0: go ahead), counting nothing. */
  async retryAfterMs(account: string, ip: string): Promise<number> {
    const keys = this.keys(account, ip);
    return Math.max(await this.perAddress.retryAfterMs(keys.address), await this.perPair.retryAfterMs(keys.pair));
  }

  /** How long to hold the next attempt before answering, from the account's failures from every address. */
  async slowdownMs(account: string): Promise<number> {
    return accountSlowdownMs(await this.perAccount.count(accountKey(account)), this.options.limit, this.options.slowdownMaxMs);
  }

  /**
   * Counts an attempt before the (slow) password check, each counter in one atomic step, so parallel
   * guesses (on any instance) cannot all slip under the limit. The ticket says whether to refuse it
   * (`retryAfterMs` > 0) and how long to hold it; `succeeded()` takes it back and clears the pair's
   * and the account's failures.
   */
  async attempt(account: string, ip: string): Promise<AttemptTicket> {
    const keys = this.keys(account, ip);
    const [address, pair] = await Promise.all([this.perAddress.hit(keys.address), this.perPair.hit(keys.pair)]);
    const retryAfterMs = address.allowed && pair.allowed ? 0 : Math.max(address.retryAfterSeconds, pair.retryAfterSeconds) * 1000;
    // Refused for this account only: the retry is no guess at anyone else's, so it does not use up the
    // address's allowance (someone retrying, or a password manager resubmitting, would lock out colleagues).
    if (address.allowed && !pair.allowed) await this.perAddress.forget(keys.address);
    let slowdownMs = 0;
    if (retryAfterMs === 0) {
      // The account's failures before this one decide the wait; this one is counted for the next.
      slowdownMs = await this.slowdownMs(account);
      await this.perAccount.hit(keys.account);
    }
    return {
      retryAfterMs,
      slowdownMs,
      succeeded: async () => {
        await Promise.all([this.perAddress.forget(keys.address), this.perPair.clear(keys.pair), this.perAccount.clear(keys.account)]);
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
