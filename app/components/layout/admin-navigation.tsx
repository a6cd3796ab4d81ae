import { FileText, FolderKanban, ImageIcon, Images, LayoutDashboard, Mail, Newspaper, Users } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "#app/lib/cn.ts";

const ADMIN_LINKS = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/contacts", label: "Contacts", icon: Mail },
  { to: "/admin/portfolio", label: "Portfolio", icon: Images },
  { to: "/admin/blog", label: "Blog", icon: Newspaper },
  { to: "/admin/media", label: "Media", icon: ImageIcon },
  { to: "/admin/content", label: "Content", icon: FileText },
  { to: "/admin/projects", label: "Projects", icon: FolderKanban },
  { to: "/admin/subscribers", label: "Subscribers", icon: Users },
] as const;

/** The admin sidebar's links (SPEC §2 plus the pages staff use daily). */
export function AdminNavigation({ className }: { className?: string }) {
  return (
    <nav aria-label="Admin sections" className={className}>
      <ul className="space-y-1">
        {ADMIN_LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  "flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors",
                  isActive
                    ? "bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-200"
                    : "text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
                )
              }
            >
              <Icon className="size-5" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
