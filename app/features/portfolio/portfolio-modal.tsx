import ArrowRight from "lucide-react/icons/arrow-right";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import { portfolioPageCopy } from "#app/content/publishing.ts";
import type { PortfolioItem } from "#contracts/portfolio.ts";

/**
 * The large view of one project (SPEC §2): image, title, description; Close, backdrop click or Escape.
 * Its address is the portfolio's with `?item=`: sent open by the server, closed by links without JavaScript.
 * `imageAlt` is the media library's alt text; without one, the title.
 */
export function PortfolioModal({ item, imageAlt, onClose, closeTo }: { item: PortfolioItem | null; imageAlt?: string; onClose: () => void; closeTo: string }) {
  return (
    <Dialog open={item !== null} onClose={onClose} closeTo={closeTo} title={item?.title ?? ""} size="xl" closeLabel={portfolioPageCopy.close}>
      {item ? (
        <div>
          <div className="overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800">
            <StoredImage
              path={item.imageUrl}
              alt={imageAlt ?? item.title}
              width={1200}
              height={675}
              sizes="(min-width: 896px) 848px, 100vw"
              className="aspect-[16/9] w-full object-cover"
              fallbackClassName="aspect-[16/9] w-full"
            />
          </div>
          <p className="mt-5">
            <span className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-500/15 dark:text-brand-100">
              {item.category}
            </span>
          </p>
          <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-200">{item.description}</p>
          {item.technologies.length > 0 ? (
            <div className="mt-6">
              <h3 className="text-sm font-semibold text-slate-600 dark:text-slate-300">{portfolioPageCopy.technologies}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {item.technologies.map((technology) => (
                  <li key={technology} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                    {technology}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="mt-8 flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-6 dark:border-slate-800">
            <ButtonLink variant="secondary" to={closeTo} preventScrollReset replace>
              {portfolioPageCopy.close}
            </ButtonLink>
            <ButtonLink to="/contact">
              {portfolioPageCopy.similarProject}
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
