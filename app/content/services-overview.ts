/**
 * Copy for the Services overview page (/services): its meta and hero with
 * the firm's five service tracks. Typed data only: no JSX, no server imports.
 */
import { site } from "./site";

export type ServiceTrack = { label: string; href: string; summary: string };

export const servicesOverview = {
  path: "/services",
  title: "Services",
  description:
    "Five advisory tracks for South African owner-led businesses: exit and succession, operations, revenue and pricing, strategy, and smart systems and AI.",
  hero: {
    eyebrow: "Services",
    heading: "Five ways we help owner-led businesses grow, run smoothly and last",
    intro:
      "Most owner-led businesses leave 20–40% of their potential on the table. We find where yours is, then work beside your team in 90-day sprints until the change sticks.",
    primary: site.primaryCta,
    secondary: { label: "Ready to talk?", href: "#ready-to-talk" },
    tracksLabel: "Our five service tracks",
    tracks: [
      {
        label: "Exit & Succession",
        href: "/services/exit-and-succession",
        summary: "Build a business someone will buy, or the next generation can run.",
      },
      {
        label: "Operations & Supply",
        href: "/services/operations-and-supply",
        summary: "Remove friction, fix stock and free up cash.",
      },
      {
        label: "Revenue & Pricing",
        href: "/services/revenue-and-pricing",
        summary: "Price with confidence and protect your margins.",
      },
      {
        label: "Strategy & Performance",
        href: "/services/strategy-and-performance",
        summary: "A plan your team follows and numbers you trust.",
      },
      {
        label: "Smart Systems, AI & Automation",
        href: "/services/smart-systems-and-ai",
        summary: "Automation and AI that give your team hours back.",
      },
    ] satisfies ServiceTrack[],
  },
} as const;
