import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";

interface CaseStudyCardProps {
  title: string;
  category: string;
  description: string;
  image: string;
  imageAlt: string;
  imageSize: { width: number; height: number };
  href: string;
  headingLevel?: "h2" | "h3";
  /** For cards in the first screenful: load the image at once instead of lazily. */
  eager?: boolean;
}

/** A case study's card: image, category, title and summary; the whole card links to the write-up. */
export function CaseStudyCard({ title, category, description, image, imageAlt, imageSize, href, headingLevel = "h3", eager = false }: CaseStudyCardProps) {
  const Heading = headingLevel;
  return (
    <article
      data-case-study
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 dark:border-slate-800 dark:bg-slate-900"
    >
      <img
        src={image}
        alt={imageAlt}
        width={imageSize.width}
        height={imageSize.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[16/10] h-auto w-full bg-brand-50 object-cover dark:bg-brand-950"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-bold tracking-widest text-fuchsia-700 uppercase dark:text-fuchsia-300">{category}</p>
        <Heading className="mt-2 text-xl font-bold text-slate-900 dark:text-white">
          <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-slate-600 dark:text-slate-300">{description}</p>
        <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 dark:text-brand-300">
          Read the case study
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
