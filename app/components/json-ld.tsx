import { useNonce } from "./nonce";

/**
 * Structured data (schema.org JSON-LD) in the page, carrying this response's
 * CSP nonce. `json` must already be safe inside a script element
 * (app/lib/pages/structured-data.ts). The browser hides nonces from the DOM, hence
 * no hydration warning for that attribute.
 */
export function JsonLd({ json }: { json: string }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
