// PLACEHOLDER: the lead-capture work (issue 4) gives this form its submission and states.
import { CONTACT_LIMITS } from "#contracts/contact.ts";

/** The contact form embedded in the home page's call-to-action band (SPEC §2, §5). */
export function HomeContactForm() {
  const field = "w-full rounded-xl border border-white/20 bg-white/10 px-4 py-3 text-white placeholder:text-white/70 focus:border-white focus:outline-none";
  return (
    <form method="post" action="/contact" className="grid gap-3" aria-label="Contact us">
      <label className="sr-only" htmlFor="home-contact-name">Your Name</label>
      <input id="home-contact-name" name="name" required maxLength={CONTACT_LIMITS.name} placeholder="Your Name*" className={field} />
      <label className="sr-only" htmlFor="home-contact-email">Email Address</label>
      <input id="home-contact-email" name="email" type="email" required placeholder="Email Address*" className={field} />
      <label className="sr-only" htmlFor="home-contact-phone">Phone Number</label>
      <input id="home-contact-phone" name="phone" type="tel" placeholder="Phone Number" className={field} />
      <label className="sr-only" htmlFor="home-contact-message">Your Message</label>
      <textarea id="home-contact-message" name="message" required rows={4} placeholder="Your Message*" className={field} />
      <button type="submit" className="rounded-xl bg-accent-500 px-6 py-3 font-bold text-slate-950 hover:bg-accent-400">
        Send Message
      </button>
    </form>
  );
}
