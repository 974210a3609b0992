import { Settings } from "~/components/icons/settings";
import { Shield } from "~/components/icons/shield";
import { TrendingUp } from "~/components/icons/trending-up";
import { User } from "~/components/icons/user";
import { Zap } from "~/components/icons/zap";
import type { IconComponent } from "~/components/icons/draw-icon";
import type { CategoryIcon as CategoryIconName } from "~/db/schema";

/** The lucide icon of each category icon name; anything unknown shows the User icon. */
export const categoryIcons: Record<CategoryIconName, IconComponent> = {
  TrendingUp,
  Zap,
  Shield,
  User,
  Settings,
};

export function iconFor(name: string | null | undefined): IconComponent {
  return (name && categoryIcons[name as CategoryIconName]) || User;
}

/** A category's icon, decorative (the category's name is always written beside it). */
export function CategoryIcon({ icon, className = "h-4 w-4" }: { icon: string | null | undefined; className?: string }) {
  const Icon = iconFor(icon);
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}

/** The category label shown on cards and posts: icon and name. */
export function CategoryBadge({
  category,
  className = "",
}: {
  category: { name: string; icon: string };
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 ${className}`}
    >
      <CategoryIcon icon={category.icon} className="h-3.5 w-3.5" />
      {category.name}
    </span>
  );
}
