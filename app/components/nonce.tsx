import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of this response (server render only; empty in the browser). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
