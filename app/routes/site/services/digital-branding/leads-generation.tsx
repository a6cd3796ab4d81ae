import { loadServiceSubPage } from "#app/lib/site-content.server.ts";
import { ProposalButton } from "#app/features/proposal/proposal-button.tsx";
import { digitalBrandingTrail } from "#app/features/services/breadcrumbs.ts";
import { digitalBrandingPageMeta } from "#app/features/services/service-page-meta.ts";
import { CheckList } from "#app/features/services/check-list.tsx";
import { ClosingCta } from "#app/features/services/closing-cta.tsx";
import { CtaLink } from "#app/features/services/cta-link.tsx";
import { IconCardView } from "#app/features/services/icon-card.tsx";
import { NumberedList } from "#app/features/services/numbered-list.tsx";
import { CardRow, Section } from "#app/components/layout/section.tsx";
import { ServiceHero } from "#app/features/services/service-hero.tsx";
import { SplitSection } from "#app/features/services/split-section.tsx";
import { siteFrom } from "#app/lib/seo.ts";
import type { Route } from "./+types/leads-generation";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? digitalBrandingPageMeta(loaderData.content, siteFrom(matches)) : [];

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadServiceSubPage(context, "leads-generation") };
}

/**
 * Leads generation (SPEC §2): the proposal modal here saves the request as leads_data.xlsx in the
 * visitor's browser and, unlike SPEC, also delivers it to the agency's inbox (docs/decisions/023).
 */
export default function LeadsGeneration({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <ServiceHero {...content.hero} breadcrumbs={digitalBrandingTrail(content.hero.eyebrow)}>
        <CtaLink cta={content.heroCta} />
      </ServiceHero>

      <Section id="channels-heading" title={content.channelsHeading} intro={content.channelsIntro}>
        <CardRow columns={3}>
          {content.channels.map((card) => (
            <li key={card.title} data-reveal>
              <IconCardView card={card} />
            </li>
          ))}
        </CardRow>
      </Section>

      <SplitSection id="process-heading" title={content.processHeading} art={content.processArt} tone="muted">
        <NumberedList steps={content.process} />
      </SplitSection>

      <Section id="industries-heading" title={content.industriesHeading}>
        <div data-reveal className="mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <CheckList items={content.industries} className="grid gap-x-8 gap-y-3 space-y-0 text-slate-700 sm:grid-cols-2 dark:text-slate-200" />
        </div>
      </Section>

      <ClosingCta id="proposal-heading" heading={content.proposal.heading} text={content.proposal.text}>
        <ProposalButton label={content.proposal.buttonLabel} delivery="email-and-spreadsheet" source="leads-generation-proposal" />
      </ClosingCta>
    </>
  );
}
