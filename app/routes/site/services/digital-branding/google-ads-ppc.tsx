import { loadServiceSubPage } from "#app/lib/site-content.server.ts";
import { ProposalButton } from "#app/features/proposal/proposal-button.tsx";
import { digitalBrandingTrail } from "#app/features/services/breadcrumbs.ts";
import { digitalBrandingPageMeta } from "#app/features/services/service-page-meta.ts";
import { CheckList } from "#app/features/services/check-list.tsx";
import { ClosingCta } from "#app/features/services/closing-cta.tsx";
import { CtaLink } from "#app/features/services/cta-link.tsx";
import { IconCardView } from "#app/features/services/icon-card.tsx";
import { ProcessSteps } from "#app/features/services/process-steps.tsx";
import { CardRow, Section } from "#app/components/layout/section.tsx";
import { ServiceHero } from "#app/features/services/service-hero.tsx";
import { SplitSection } from "#app/features/services/split-section.tsx";
import { siteFrom } from "#app/lib/seo.ts";
import type { Route } from "./+types/google-ads-ppc";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? digitalBrandingPageMeta(loaderData.content, siteFrom(matches)) : [];

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadServiceSubPage(context, "google-ads-ppc") };
}

/** Google Ads (SPEC §2): 'Get Expert Management' and 'Get Your Free Blueprint' open the proposal modal. */
export default function GoogleAdsPpc({ loaderData: { content } }: Route.ComponentProps) {
  const { management, blueprint } = content;
  return (
    <>
      <ServiceHero {...content.hero} breadcrumbs={digitalBrandingTrail(content.hero.eyebrow)}>
        <CtaLink cta={content.heroCta} />
      </ServiceHero>

      <Section id="campaigns-heading" title={content.campaignsHeading} intro={content.campaignsIntro}>
        <CardRow columns={3}>
          {content.campaigns.map((card) => (
            <li key={card.title} data-reveal>
              <IconCardView card={card} />
            </li>
          ))}
        </CardRow>
      </Section>

      <SplitSection id="management-heading" title={management.heading} art={management.art} tone="muted">
        <p>{management.text}</p>
        <CheckList items={management.points} className="mt-6 text-base text-slate-700 dark:text-slate-200" />
        <div className="mt-8">
          <ProposalButton label={management.buttonLabel} delivery="email" source="google-ads-proposal" variant="primary" />
        </div>
      </SplitSection>

      <SplitSection id="blueprint-heading" title={blueprint.heading} art={blueprint.art} artLast>
        <p>{blueprint.text}</p>
        <CheckList items={blueprint.points} className="mt-6 text-base text-slate-700 dark:text-slate-200" />
        <div className="mt-8">
          <ProposalButton label={blueprint.buttonLabel} delivery="email" source="google-ads-proposal" variant="primary" />
        </div>
      </SplitSection>

      <Section id="process-heading" title={content.processHeading} tone="muted">
        <ProcessSteps steps={content.process} />
      </Section>

      <ClosingCta id="closing-heading" heading={content.closing.heading} text={content.closing.text}>
        <CtaLink cta={content.closing.cta} />
      </ClosingCta>
    </>
  );
}
