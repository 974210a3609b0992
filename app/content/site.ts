/**
 * Brand, contact details, navigation and footer: the one place the rest of the
 * site reads them from. Typed data only: no JSX, no server imports.
 */

export type NavLink = {
  label: string;
  href: string;
  description?: string;
};

export type NavItem =
  | { kind: "link"; label: string; href: string }
  | { kind: "menu"; label: string; href: string; items: NavLink[] };

export type SocialLink = {
  network: "linkedin" | "facebook" | "instagram" | "youtube";
  label: string;
  href: string;
};

export type FooterColumn = { heading: string; links: NavLink[] };

export const site = {
  name: "Kestrel Advisory",
  legalName: "Kestrel Advisory (Pty) Ltd",
  /** The year the firm was founded: the footer's copyright runs from it to this year. */
  founded: 2024,
  teamName: "Kestrel Advisory Team",
  tagline:
    "Practical advisory for South African owner-led businesses: clearer numbers, calmer operations and a business that runs without you.",
  description:
    "Business advisory for South African small and medium businesses: exit and succession, operations, revenue and pricing, strategy, and smart systems.",
  locale: "en-ZA",
  currency: "ZAR",
  country: "South Africa",
  contact: {
    email: "hello@kestreladvisory.co.za",
    privacyEmail: "privacy@kestreladvisory.co.za",
    location: "South Africa",
    responseTime: "We respond within 24 hours",
  },
  informationOfficer: {
    title: "Information Officer",
    email: "privacy@kestreladvisory.co.za",
  },
  primaryCta: { label: "Book a Free Strategy Call", href: "/book/strategy-call" },
  valueMappingCta: { label: "Book a Value Mapping Call", href: "/book/value-mapping-call" },
  social: [
    {
      network: "linkedin",
      label: "Kestrel Advisory on LinkedIn",
      href: "https://www.linkedin.com/company/kestrel-advisory-za",
    },
    {
      network: "facebook",
      label: "Kestrel Advisory on Facebook",
      href: "https://www.facebook.com/kestreladvisoryza",
    },
    {
      network: "instagram",
      label: "Kestrel Advisory on Instagram",
      href: "https://www.instagram.com/kestreladvisoryza",
    },
    {
      network: "youtube",
      label: "Kestrel Advisory on YouTube",
      href: "https://www.youtube.com/@kestreladvisoryza",
    },
  ] satisfies SocialLink[],
} as const;

export const services: NavLink[] = [
  {
    label: "Exit & Succession",
    href: "/services/exit-and-succession",
    description: "Build a business someone will buy, or the next generation can run.",
  },
  {
    label: "Operations & Supply",
    href: "/services/operations-and-supply",
    description: "Remove friction, fix stock and free up cash.",
  },
  {
    label: "Revenue & Pricing",
    href: "/services/revenue-and-pricing",
    description: "Price with confidence and protect your margins.",
  },
  {
    label: "Strategy & Performance",
    href: "/services/strategy-and-performance",
    description: "A plan your team follows and numbers you trust.",
  },
  {
    label: "Smart Systems & AI",
    href: "/services/smart-systems-and-ai",
    description: "Automation and AI that give your team hours back.",
  },
  {
    label: "Automations Consulting",
    href: "/services/automations",
    description: "Connect your tools and stop retyping data.",
  },
];

export const industries: NavLink[] = [
  { label: "Agriculture & Family Farms", href: "/who-we-help/agriculture" },
  { label: "Entrepreneurs & Business Owners", href: "/who-we-help/entrepreneurs" },
  { label: "Hospitality", href: "/who-we-help/hospitality" },
  { label: "Manufacturing & Distribution", href: "/who-we-help/manufacturing" },
  { label: "Medical & Healthcare", href: "/who-we-help/medical" },
  { label: "Homeowners Associations", href: "/who-we-help/hoa" },
  { label: "Professional Services", href: "/who-we-help/professional-services" },
];

export const aboutLinks: NavLink[] = [
  { label: "About us", href: "/about", description: "Who we are and how we think." },
  { label: "How we work", href: "/how-we-work", description: "Engagement models and approach." },
  { label: "FAQ", href: "/about/faq", description: "Straight answers to common questions." },
];

export const mainNav: NavItem[] = [
  { kind: "menu", label: "Services", href: "/services", items: services },
  { kind: "menu", label: "Industries", href: "/who-we-help", items: industries },
  { kind: "link", label: "Marketplace", href: "/marketplace" },
  { kind: "link", label: "Insights", href: "/insights" },
  { kind: "menu", label: "About", href: "/about", items: aboutLinks },
];

export const footerColumns: FooterColumn[] = [
  {
    heading: "Services",
    links: [{ label: "All services", href: "/services" }, ...services],
  },
  {
    heading: "Industries",
    links: [{ label: "Who we help", href: "/who-we-help" }, ...industries],
  },
  {
    heading: "Company",
    links: [
      ...aboutLinks,
      { label: "Insights", href: "/insights" },
      { label: "Marketplace", href: "/marketplace" },
      { label: "Contact", href: "/contact" },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Use", href: "/terms-of-use" },
];

/** The links a dropdown shows: an overview link to the section first (unless listed), then its pages. */
export function menuEntries(item: Extract<NavItem, { kind: "menu" }>): NavLink[] {
  const listed = item.items.some((link) => link.href === item.href);
  return listed ? item.items : [{ label: `All ${item.label.toLowerCase()}`, href: item.href }, ...item.items];
}
