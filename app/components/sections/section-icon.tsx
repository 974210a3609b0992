import { ArrowRight } from "~/components/icons/arrow-right";
import { BadgeCheck } from "~/components/icons/badge-check";
import { Banknote } from "~/components/icons/banknote";
import { Bot } from "~/components/icons/bot";
import { Boxes } from "~/components/icons/boxes";
import { Briefcase } from "~/components/icons/briefcase";
import { Building2 } from "~/components/icons/building-2";
import { CalendarCheck } from "~/components/icons/calendar-check";
import { ChartLine } from "~/components/icons/chart-line";
import { ClipboardList } from "~/components/icons/clipboard-list";
import { Clock } from "~/components/icons/clock";
import { Compass } from "~/components/icons/compass";
import { DoorOpen } from "~/components/icons/door-open";
import { Factory } from "~/components/icons/factory";
import { Gauge } from "~/components/icons/gauge";
import { Handshake } from "~/components/icons/handshake";
import { House } from "~/components/icons/house";
import { KeyRound } from "~/components/icons/key-round";
import { Layers } from "~/components/icons/layers";
import { Lightbulb } from "~/components/icons/lightbulb";
import type { IconComponent } from "~/components/icons/draw-icon";
import { MessageSquare } from "~/components/icons/message-square";
import { Network } from "~/components/icons/network";
import { Package } from "~/components/icons/package";
import { PenTool } from "~/components/icons/pen-tool";
import { Receipt } from "~/components/icons/receipt";
import { Rocket } from "~/components/icons/rocket";
import { Route } from "~/components/icons/route";
import { Scale } from "~/components/icons/scale";
import { Search } from "~/components/icons/search";
import { ShieldCheck } from "~/components/icons/shield-check";
import { Sparkles } from "~/components/icons/sparkles";
import { Stethoscope } from "~/components/icons/stethoscope";
import { Tags } from "~/components/icons/tags";
import { Target } from "~/components/icons/target";
import { Timer } from "~/components/icons/timer";
import { TrendingUp } from "~/components/icons/trending-up";
import { Truck } from "~/components/icons/truck";
import { Users } from "~/components/icons/users";
import { UtensilsCrossed } from "~/components/icons/utensils-crossed";
import { Wallet } from "~/components/icons/wallet";
import { Wheat } from "~/components/icons/wheat";
import { Workflow } from "~/components/icons/workflow";
import { Wrench } from "~/components/icons/wrench";
import type { IconName } from "~/content/pages/types";

const icons: Record<IconName, IconComponent> = {
  "arrow-right": ArrowRight,
  "badge-check": BadgeCheck,
  banknote: Banknote,
  bot: Bot,
  boxes: Boxes,
  briefcase: Briefcase,
  building: Building2,
  "calendar-check": CalendarCheck,
  "chart-line": ChartLine,
  "clipboard-list": ClipboardList,
  clock: Clock,
  compass: Compass,
  "door-open": DoorOpen,
  factory: Factory,
  gauge: Gauge,
  handshake: Handshake,
  house: House,
  key: KeyRound,
  layers: Layers,
  lightbulb: Lightbulb,
  message: MessageSquare,
  network: Network,
  package: Package,
  "pen-tool": PenTool,
  receipt: Receipt,
  rocket: Rocket,
  route: Route,
  scale: Scale,
  search: Search,
  "shield-check": ShieldCheck,
  sparkles: Sparkles,
  stethoscope: Stethoscope,
  tags: Tags,
  target: Target,
  timer: Timer,
  "trending-up": TrendingUp,
  truck: Truck,
  users: Users,
  utensils: UtensilsCrossed,
  wallet: Wallet,
  wheat: Wheat,
  workflow: Workflow,
  wrench: Wrench,
};

/** The drawing for an icon a section names (always decorative: the text beside it carries the meaning). */
export function SectionIcon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
