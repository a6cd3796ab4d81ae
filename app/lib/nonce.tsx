import { createContext, useContext } from "react";

/**
 * The CSP nonce of the response being rendered. Set on the server only; in the browser the
 * nonce is never readable, and React keeps the server-rendered attribute.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
