import { CodeXml, Megaphone, MessageCircle, Search, Share2, SlidersHorizontal, TrendingUp, Users, type LucideProps } from "lucide-react";
import type { HomeIcon as HomeIconName } from "#app/content/home.ts";

const ICONS = {
  users: Users,
  "trending-up": TrendingUp,
  sliders: SlidersHorizontal,
  "message-circle": MessageCircle,
  megaphone: Megaphone,
  code: CodeXml,
  search: Search,
  share: Share2,
} satisfies Record<HomeIconName, unknown>;

/** The icon a piece of home-page content names. */
export function HomeIcon({ name, ...props }: { name: HomeIconName } & LucideProps) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" {...props} />;
}
