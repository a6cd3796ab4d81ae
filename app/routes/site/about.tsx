import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { LanguageParts } from "#app/components/ui/language-parts.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import {
  aboutIntro,
  aboutMeta,
  evolution,
  mission,
  nameSection,
  storyVideo,
  verticals,
  vision,
} from "#app/content/about.ts";
import { StoryVideo } from "#app/features/about/story-video.tsx";
import { Section, SectionHeading } from "#app/components/layout/section.tsx";
import { pageMeta, siteFrom } from "#app/lib/seo.ts";
import { loadCompany, loadPageImages, loadTeam } from "#app/lib/site-content.server.ts";
import type { Route } from "./+types/about";
import { loadVisionStatement } from "./about.server.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: aboutMeta.title, description: aboutMeta.description, path: "/about", site: siteFrom(matches) });

export async function loader({ context }: Route.LoaderArgs) {
  const [vision, company, team, images] = await Promise.all([
    loadVisionStatement(context),
    loadCompany(context),
    loadTeam(context),
    loadPageImages(context),
  ]);
  // Only what the page shows: the brand, what the name means, the team (none until staff add them), the video's poster.
  return { vision, brand: company.brand, nameMeaning: company.nameMeaning, team, videoPoster: images.aboutVideoPoster.url };
}


export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={aboutMeta.title} subtitle={aboutMeta.subtitle} />

      <section aria-labelledby="who-we-are" className="py-20 sm:py-24">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <SectionHeading id="who-we-are" title={aboutIntro.heading} align="start" eyebrow={loaderData.brand} />
            {aboutIntro.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-relaxed text-slate-600 dark:text-slate-300">
                {paragraph}
              </p>
            ))}
          </div>
          <img
            src={aboutIntro.image.src}
            alt={aboutIntro.image.alt}
            width={aboutIntro.image.width}
            height={aboutIntro.image.height}
            decoding="async"
            className="mx-auto h-auto w-full max-w-lg"
          />
        </div>
      </section>

      <Section id="evolution" title={evolution.heading} intro={evolution.intro} eyebrow="Since 2014" tone="muted" width="medium">
        <ol className="relative space-y-10 before:absolute before:top-2 before:bottom-2 before:left-[1.6rem] before:w-0.5 before:bg-gradient-to-b before:from-brand-500 before:to-fuchsia-500 sm:before:left-1/2 sm:before:-ml-px">
          {evolution.milestones.map((milestone, index) => (
            <li
              key={milestone.year}
              data-reveal
              className="relative grid grid-cols-[3.25rem_1fr] gap-5 sm:grid-cols-2 sm:gap-16"
            >
              <span className="relative z-10 flex size-[3.25rem] items-center justify-center rounded-full bg-brand-600 text-xs font-extrabold text-white ring-8 ring-slate-50 sm:absolute sm:left-1/2 sm:-ml-[1.625rem] dark:bg-brand-500 dark:text-slate-950 dark:ring-slate-900">
                {milestone.year}
              </span>
              <div
                className={
                  index % 2 === 0
                    ? "rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:col-start-1 sm:text-right dark:border-slate-800 dark:bg-slate-900"
                    : "rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:col-start-2 dark:border-slate-800 dark:bg-slate-900"
                }
              >
                <h3 className="text-lg font-bold text-slate-900 dark:text-white">{milestone.title}</h3>
                <p className="mt-2 text-slate-600 dark:text-slate-300">{milestone.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="our-story" title={storyVideo.heading} intro={storyVideo.intro} eyebrow="Watch" width="medium">
        <div data-reveal>
          <StoryVideo
            src={storyVideo.src}
            poster={loaderData.videoPoster}
            width={storyVideo.width}
            height={storyVideo.height}
            label={storyVideo.label}
            describedBy="story-video-description"
            errorMessage={storyVideo.errorMessage}
          />
          <details className="mt-4 rounded-2xl border border-slate-200 px-5 py-3 text-slate-600 dark:border-slate-800 dark:text-slate-300">
            <summary className="cursor-pointer font-semibold text-slate-800 dark:text-slate-100">What the video shows</summary>
            <div id="story-video-description" className="mt-3 space-y-2">
              {storyVideo.description.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          </details>
        </div>
      </Section>

      <section aria-labelledby="mission" className="bg-slate-50 py-20 sm:py-24 dark:bg-slate-900/60">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div data-reveal>
            <SectionHeading id="mission" title={mission.heading} intro={mission.intro} align="start" eyebrow="What drives us" />
            <ol className="mt-8 space-y-4" data-mission>
              {mission.points.map((point, index) => (
                <li key={point} className="flex gap-4">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 dark:bg-brand-500/20 dark:text-brand-200">
                    {index + 1}
                  </span>
                  <span className="pt-1 text-slate-700 dark:text-slate-200">{point}</span>
                </li>
              ))}
            </ol>
          </div>
          <div data-reveal className="self-center rounded-3xl bg-brand-950 p-8 text-white shadow-xl sm:p-10">
            <h2 id="name-meaning" className="text-sm font-bold tracking-widest text-accent-300 uppercase">
              {nameSection.heading}
            </h2>
            <p className="mt-4 text-4xl font-extrabold tracking-tight">
              <LanguageParts text={loaderData.nameMeaning.word} />
            </p>
            <p className="mt-5 text-lg leading-relaxed text-brand-100">{loaderData.nameMeaning.meaning}</p>
          </div>
        </div>
      </section>

      <Section id="verticals" title={verticals.heading} intro={verticals.intro} eyebrow="One roof">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-reveal>
          {verticals.items.map((vertical) => (
            <li
              key={vertical.name}
              data-vertical
              className="group relative rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-fuchsia-600 text-white">
                <Icon name={vertical.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold text-slate-900 dark:text-white">
                {vertical.link ? (
                  <Link to={vertical.link} className="after:absolute after:inset-0 focus-visible:outline-none">
                    {vertical.name}
                  </Link>
                ) : (
                  vertical.name
                )}
              </h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{vertical.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      {loaderData.team.length > 0 ? (
        <Section id="team" title="Our Team" eyebrow="People" tone="muted">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-reveal>
            {loaderData.team.map((member) => (
              <li key={`${member.name}-${member.role}`} data-team-member className="rounded-3xl bg-white p-6 text-center shadow-sm dark:bg-slate-900">
                {member.photo ? (
                  <img
                    src={member.photo.url}
                    alt={member.photo.alt}
                    width={160}
                    height={160}
                    loading="lazy"
                    decoding="async"
                    className="mx-auto size-32 rounded-full object-cover"
                  />
                ) : null}
                <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{member.name}</h3>
                <p className="text-slate-600 dark:text-slate-300">{member.role}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <section aria-labelledby="vision" className="pb-20 sm:pb-24">
        <div className="mx-auto max-w-5xl px-4 sm:px-6" data-reveal>
          <div className="relative isolate overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-800 to-fuchsia-800 px-6 py-14 text-center text-white sm:px-14">
            <div aria-hidden="true" className="absolute inset-0 -z-10 bg-radial-[circle_at_4rem_4rem] from-accent-400/20 from-[1rem] to-transparent to-[17rem]" />
            <h2 id="vision" className="text-sm font-bold tracking-widest text-accent-300 uppercase">
              {vision.heading}
            </h2>
            <p data-vision className="mx-auto mt-5 max-w-3xl text-2xl leading-snug font-bold text-balance sm:text-3xl">
              {loaderData.vision}
            </p>
            <ButtonLink to="/contact" variant="accent" size="lg" className="mt-10">
              Work with us
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
