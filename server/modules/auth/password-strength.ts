import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { site } from "#contracts/site.ts";
import { PASSWORD_MIN_LENGTH, STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import { badRequest } from "../../http-error.ts";

/**
 * Whether a new password is strong enough: at least 12 characters (the contract checks that) and not a
 * common or guessable one, as judged by zxcvbn-ts with its common-password, name and English word lists
 * (in the npm packages: nothing is fetched). Score 3 of 4 ("safely unguessable: moderate protection
 * from offline slow-hash scenario") is the bar; the person's own name, email and the agency's name count
 * as guessable.
 */
const MIN_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

/** Loaded on the first password checked, not at start-up: the word lists take a quarter of a second to load. */
function zxcvbn(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-en")]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  );
  return estimator;
}

export async function isStrongPassword(password: string, personal: string[] = []): Promise<boolean> {
  if (password.length < PASSWORD_MIN_LENGTH) return false;
  const userInputs = [site.brand, "vistaar", "admin", ...personal.flatMap((value) => value.toLowerCase().split(/[\s@.]+/))].filter(
    (value) => value.length >= 3,
  );
  const result = (await zxcvbn()).check(password, userInputs);
  return result.score >= MIN_SCORE;
}

/** Throws the 400 a form shows next to the password field (`field` names it) when the password is weak. */
export async function assertStrongPassword(password: string, personal: string[], field = "password") {
  if (await isStrongPassword(password, personal)) return;
  throw badRequest(STAFF_MESSAGES.passwordTooWeak, { [field]: STAFF_MESSAGES.passwordTooWeak });
}
