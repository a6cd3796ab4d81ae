import type { IslandName } from "./island.tsx";

/**
 * Every island a public page may hold, by the name the server writes on its root (`island()` in
 * ./island.tsx) and the module the browser loads to hydrate it (./client.tsx). The modules are loaded
 * only for the islands a page has.
 */
export const islandModules: Record<IslandName, () => Promise<unknown>> = {
  "newsletter-form": () => import("#app/features/newsletter/newsletter-form.tsx").then((module) => module.NewsletterForm),
  "contact-page-form": () => import("#app/features/contact/contact-page-form.tsx").then((module) => module.ContactPageForm),
  "home-contact-form": () => import("#app/features/contact/home-contact-form.tsx").then((module) => module.HomeContactForm),
  "proposal-dialog": () => import("#app/features/proposal/proposal-dialog.tsx").then((module) => module.ProposalDialog),
  "post-actions": () => import("#app/features/blog/post-actions.tsx").then((module) => module.PostActions),
  "image-carousel": () => import("#app/features/home/image-carousel.tsx").then((module) => module.ImageCarousel),
  "brand-carousel": () => import("#app/features/home/brand-carousel.tsx").then((module) => module.BrandCarousel),
  "story-video": () => import("#app/features/about/story-video.tsx").then((module) => module.StoryVideo),
};

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islandModules, name);
