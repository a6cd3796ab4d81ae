/** The one error shape every API answer uses (DESIGN "Contracts that do not change"). */
export interface ApiError {
  message: string;
  /** Field name → message, for forms that show errors next to their fields. */
  errors?: Record<string, string>;
}

export const GENERIC_ERROR_MESSAGE = "Something went wrong";
export const NOT_FOUND_MESSAGE = "Not found";
export const UNAUTHORIZED_MESSAGE = "Please log in to continue";
export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests. Please wait a minute and try again.";
