import ArrowRight from "lucide-react/icons/arrow-right";
import CircleCheck from "lucide-react/icons/circle-check";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { CASE_STUDY_IMAGE_SIZE } from "#app/content/case-studies.ts";
import {
  brandsSection,
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_AUTOPLAY_SMALL_SCREEN_MS,
  caseStudiesSection,
  ctaBand,
  faqSection,
  gallery,
  growth,
  HERO_ROTATION_MS,
  homeHero,
  homeMeta,
  SMALL_SCREEN_QUERY,
  testimonialsSection,
  whatWeOffer,
  whyChooseUs,
} from "#app/content/home.ts";
import { AVATAR_SIZE, MAX_RATING } from "#app/content/testimonials.ts";
import { useCompany } from "#app/lib/company.ts";
import { CaseStudyCard } from "#app/features/case-studies/case-study-card.tsx";
import { HomeContactForm } from "#app/features/contact/home-contact-form.tsx";
import { FaqAccordion } from "#app/features/faq/faq-accordion.tsx";
import { BrandCarousel } from "#app/features/home/brand-carousel.tsx";
import { GrowthSection } from "#app/features/home/growth-section.tsx";
import { HomeHero } from "#app/features/home/home-hero.tsx";
import { ImageCarousel } from "#app/features/home/image-carousel.tsx";
import { Section, SectionHeading } from "#app/components/layout/section.tsx";
import { WhatWeOffer } from "#app/features/home/what-we-offer.tsx";
import { WhyChooseUs } from "#app/features/home/why-choose-us.tsx";
import { TestimonialCard } from "#app/components/ui/testimonial-card.tsx";
import { pageMeta, siteFrom } from "#app/lib/seo.ts";
import { structuredData, webSite } from "#app/lib/structured-data.ts";
import { preloadLargestImage } from "#app/lib/preload-largest-image.ts";
import type { Route } from "./+types/home";
import { loadHomeContent } from "./home.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFrom(matches);
  return [
    ...pageMeta({ title: homeMeta.title, description: homeMeta.description, path: "/", site }),
    ...(loaderData ? [structuredData([loaderData.organization, webSite(site)])] : []),
  ];
};

export async function loader({ context }: Route.LoaderArgs) {
  return loadHomeContent(context, homeMeta.description);
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { hero, heroOfferings: offerings, images, brands, caseStudies, testimonials, faqs } = loaderData;
  const company = useCompany();
  // The first featured service's illustration is the hero's largest image.
  preloadLargestImage(offerings[0]!.image);
  return (
    <>
      <HomeHero
        eyebrow={homeHero.eyebrow}
        headline={hero.headline}
        description={hero.description}
        offerings={offerings}
        intervalMs={HERO_ROTATION_MS}
        labels={{
          featured: homeHero.featuredLabel,
          explore: homeHero.exploreLabel,
          getStarted: homeHero.getStartedLabel,
          scrollHint: homeHero.scrollHint,
        }}
        scrollTarget="#why-choose-us"
      />

      <WhyChooseUs id="why-choose-us" {...whyChooseUs} />

      <WhatWeOffer id="what-we-offer" {...whatWeOffer} />

      <Section id="gallery-heading" title={gallery.heading} intro={gallery.intro} eyebrow="Gallery">
        <div data-reveal>
          <ImageCarousel
            label={gallery.carouselLabel}
            slides={images.gallery.map(({ url, alt, title, caption }) => ({ src: url, alt, title, caption }))}
            imageSize={gallery.size}
            delay={CAROUSEL_AUTOPLAY_MS}
            smallScreenDelay={CAROUSEL_AUTOPLAY_SMALL_SCREEN_MS}
            smallScreenQuery={SMALL_SCREEN_QUERY}
          />
        </div>
      </Section>

      <section aria-labelledby="brands-heading" className="border-y border-slate-200 bg-slate-50 py-16 dark:border-slate-800 dark:bg-slate-900/60">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div data-reveal>
            <SectionHeading id="brands-heading" title={brandsSection.heading} intro={brandsSection.intro} />
          </div>
          <div className="mt-10" data-reveal>
            <BrandCarousel
              label={brandsSection.carouselLabel}
              brands={brands}
              delay={CAROUSEL_AUTOPLAY_MS}
              smallScreenDelay={CAROUSEL_AUTOPLAY_SMALL_SCREEN_MS}
              smallScreenQuery={SMALL_SCREEN_QUERY}
            />
          </div>
        </div>
      </section>

      <GrowthSection id="growth-heading" {...growth} />

      <Section id="case-studies-heading" title={caseStudiesSection.heading} intro={caseStudiesSection.intro} eyebrow="Success stories">
        <ul className="grid gap-6 md:grid-cols-3" data-reveal>
          {caseStudies.map((study) => (
            <li key={study.title}>
              <CaseStudyCard
                title={study.title}
                category={study.category}
                description={study.description}
                image={study.image}
                imageAlt={study.imageAlt}
                imageSize={CASE_STUDY_IMAGE_SIZE}
                href={study.href}
              />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <ButtonLink to="/case-studies" variant="secondary" size="lg">
            {caseStudiesSection.viewAllLabel}
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </Section>

      <Section id="testimonials-heading" title={testimonialsSection.heading} intro={testimonialsSection.intro} eyebrow="Testimonials" tone="muted">
        <ul className="grid gap-6 md:grid-cols-3" data-reveal>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} maxRating={MAX_RATING} avatarSize={AVATAR_SIZE} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <ButtonLink to="/testimonials" variant="secondary" size="lg">
            {testimonialsSection.viewAllLabel}
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </Section>

      <section aria-labelledby="cta-heading" className="relative isolate overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-fuchsia-800 py-20 text-white sm:py-24">
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-radial-[circle_at_calc(100%-6rem)_6rem] from-accent-400/20 from-[4rem] to-transparent to-[20rem]" />
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
          <div data-reveal>
            <SectionHeading id="cta-heading" title={ctaBand.heading} intro={ctaBand.text(company.responseTime)} align="start" onDark />
            <ul className="mt-8 space-y-3">
              {ctaBand.points.map((point) => (
                <li key={point} className="flex items-center gap-3 font-semibold">
                  <CircleCheck className="size-5 shrink-0 text-accent-300" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
            <ul className="mt-8 space-y-2 text-brand-50">
              <li className="flex items-center gap-3">
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                <a href={company.phone.href} className="underline-offset-4 hover:underline">
                  {company.phone.display}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                <a href={`mailto:${company.email}`} className="underline-offset-4 hover:underline">
                  {company.email}
                </a>
              </li>
              <li className="text-sm text-brand-100">{company.fullAddress}</li>
            </ul>
          </div>
          <div className="rounded-3xl bg-white/10 p-6 ring-1 ring-white/20 backdrop-blur sm:p-8" data-reveal>
            <HomeContactForm />
          </div>
        </div>
      </section>

      <Section id="faq-heading" title={faqSection.heading} intro={faqSection.intro} eyebrow="FAQ" width="narrow">
        <div data-reveal>
          <FaqAccordion entries={faqs} name="home-faq" />
        </div>
        <div className="mt-8 text-center">
          <ButtonLink to="/faq" variant="secondary">
            {faqSection.viewAllLabel}
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
