import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";

const SUGGESTIONS = [
  { to: "/services", label: "Our services" },
  { to: "/portfolio", label: "Portfolio" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact us" },
];

/** The 404 page body, shared by the catch-all route and by routes that find nothing. */
export function NotFound({ message = "The page you are looking for does not exist or has moved." }: { message?: string }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="bg-gradient-to-r from-brand-600 to-fuchsia-600 bg-clip-text text-7xl font-extrabold text-transparent sm:text-8xl dark:from-brand-300 dark:to-fuchsia-300">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Page not found</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
        >
          Back to Home
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <nav aria-label="Popular pages" className="mt-10">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-semibold">
          {SUGGESTIONS.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="text-brand-700 hover:underline dark:text-brand-300">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
