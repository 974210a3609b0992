/** The page for an address the site does not have (404). */
export const notFound = {
  title: "Page not found",
  code: "404",
  heading: "Oops! Page not found",
  body: "The page you are looking for does not exist or has moved. Head back to the home page, or get in touch and we will point you in the right direction.",
  home: { label: "Return to Home", href: "/" },
} as const;
