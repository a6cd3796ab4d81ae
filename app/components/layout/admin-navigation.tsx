import FileText from "lucide-react/icons/file-text";
import FolderKanban from "lucide-react/icons/folder-kanban";
import Globe from "lucide-react/icons/globe";
import History from "lucide-react/icons/rotate-ccw-clock";
import ImageIcon from "lucide-react/icons/image";
import Images from "lucide-react/icons/images";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import Mail from "lucide-react/icons/mail";
import Newspaper from "lucide-react/icons/newspaper";
import UserCog from "lucide-react/icons/user-cog";
import Users from "lucide-react/icons/users";
import UsersRound from "lucide-react/icons/users-round";
import { Link, useLocation } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { ADMIN_SECTIONS, type AdminRole, type AdminSection, canUse } from "#contracts/staff-constants.ts";

const ADMIN_LINKS: ReadonlyArray<{ section: AdminSection; icon: typeof Mail }> = [
  { section: "dashboard", icon: LayoutDashboard },
  { section: "contacts", icon: Mail },
  { section: "portfolio", icon: Images },
  { section: "blog", icon: Newspaper },
  { section: "media", icon: ImageIcon },
  { section: "site", icon: Globe },
  { section: "content", icon: FileText },
  { section: "projects", icon: FolderKanban },
  { section: "subscribers", icon: Users },
  { section: "staff", icon: UsersRound },
  { section: "activity", icon: History },
  { section: "account", icon: UserCog },
];

/**
 * The admin sidebar's links (SPEC §2 plus the pages staff use daily): only the sections the role may use.
 * `onNavigate` runs on a link's click, before the page is left or a guard asks to stay (the phone's drawer
 * closes, so a staff member who stays sees the form they kept).
 */
export function AdminNavigation({ role, className, onNavigate }: { role: AdminRole; className?: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Admin sections" className={className}>
      <ul className="space-y-1">
        {ADMIN_LINKS.filter(({ section }) => canUse(role, section)).map(({ section, icon: Icon }) => {
          const active = isSectionShown(section, pathname);
          return (
            <li key={section}>
              <Link
                to={ADMIN_SECTIONS[section].path}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors",
                  active
                    ? "bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-200"
                    : "text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
                {ADMIN_SECTIONS[section].label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Other addresses of a section's page (SPEC §2): /admin is the projects page, /portfolio/admin the portfolio's. */
const SECTION_ALIASES: Partial<Record<AdminSection, string>> = { projects: "/admin", portfolio: "/portfolio/admin" };

/** The section's own address or one under it, or its alias; in any letter case, as the router matches. */
function isSectionShown(section: AdminSection, pathname: string): boolean {
  const path = ADMIN_SECTIONS[section].path;
  const here = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  return here === path || here.startsWith(`${path}/`) || here === SECTION_ALIASES[section];
}
