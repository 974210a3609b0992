/** The page for an address whose page was deleted on purpose (410 Gone). Typed data only: no JSX, no server imports. */
export const gone = {
  title: "Page removed",
  code: "410",
  heading: "This page has been removed",
  body: "The page that was here has been taken down on purpose and will not be back. The home page has everything we offer, or get in touch and we will point you in the right direction.",
  home: { label: "Return to Home", href: "/" },
} as const;
