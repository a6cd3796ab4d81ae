import { PASSWORD_MIN_LENGTH } from "#contracts/staff-constants.ts";

/** What a new password needs, said where one is chosen (the server applies the same rules). */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, and not a common or easily guessed password: a phrase of a few unrelated words works well.`;
