/**
 * The seven industries as cards, each linking to its page: the home page's
 * rail and the Services page's carousel.
 */
import { industries } from "../site";
import type { Card, IconName } from "./types";

const industryBlurbs: { title: string; icon: IconName; body: string }[] = [
  {
    title: "Agriculture & Family Farms",
    icon: "wheat",
    body: "Seasonal cash planning, input-cost control and a succession plan the next generation can run with.",
  },
  {
    title: "Entrepreneurs & Business Owners",
    icon: "rocket",
    body: "For founders carrying everything: the systems and team that let the business grow past what one person can hold.",
  },
  {
    title: "Hospitality",
    icon: "utensils",
    body: "Guest journeys, staff rosters and menu margins tuned for the busy season and the quiet one.",
  },
  {
    title: "Manufacturing & Distribution",
    icon: "factory",
    body: "Quote-to-cash, stock accuracy and supplier terms that protect margin when input costs and the rand move.",
  },
  {
    title: "Medical & Healthcare",
    icon: "stethoscope",
    body: "Fewer no-shows, faster billing and front-desk automation for practices, within POPIA and HPCSA rules.",
  },
  {
    title: "Homeowners Associations",
    icon: "house",
    body: "Levy collection, resident communication and maintenance planning that trustees and residents both trust.",
  },
  {
    title: "Professional Services",
    icon: "briefcase",
    body: "Utilisation, pricing and client journeys for accounting, legal, engineering and consulting firms.",
  },
];

/** Every industry's card, its link labelled `linkLabel` and pointing at the industry's page. */
export function industryCards(linkLabel: string): Card[] {
  return industryBlurbs.map((card) => {
    const industry = industries.find((entry) => entry.label === card.title);
    if (!industry) throw new Error(`No industry called ${card.title}`);
    return { ...card, link: { label: linkLabel, href: industry.href } };
  });
}
