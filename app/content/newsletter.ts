import { NEWSLETTER_CONFIRMATION_LINK_DAYS } from "#contracts/newsletter-constants.ts";

/** Copy of the newsletter pages (/newsletter/subscribe, /newsletter/confirm, /newsletter/unsubscribe). */
export const newsletterPages = {
  pitch: "Marketing ideas for growing businesses, once a month.",
  subscribe: {
    title: "Our Newsletter",
    metaDescription:
      "Subscribe to the Vistaar newsletter: practical marketing ideas for growing Indian businesses, once a month. SEO, social media, ads and lessons from our client work.",
    subtitle: "Practical marketing ideas for growing businesses, once a month. No spam, unsubscribe with one click.",
    formHeading: "Subscribe to our newsletter",
    points: [
      "One email a month, never more",
      "SEO, social media and advertising ideas you can use the same week",
      "Lessons from real campaigns for businesses in Gujarat and across India",
    ],
    emailLabel: "Email address",
    placeholder: "you@company.com",
    submit: "Subscribe",
    backHome: "Return Home",
    readBlog: "Read the blog",
  },
  confirm: {
    title: "Confirm your subscription",
    pending: "Press the button below to confirm that this address should receive the Vistaar newsletter:",
    button: "Confirm subscription",
    confirmedTitle: "You're subscribed!",
    confirmed:
      "Thank you for confirming. The next issue of our newsletter will reach you at the address below. A welcome email is on its way.",
    /** The link opened again later. */
    alreadyConfirmed: "This address is subscribed: the next issue of our newsletter will reach it.",
    unsubscribedTitle: "This subscription was cancelled",
    unsubscribed: "This address has since unsubscribed. To receive the newsletter again, please subscribe once more.",
    expiredTitle: "This link has expired",
    expired: `Confirmation links work for ${NEWSLETTER_CONFIRMATION_LINK_DAYS} days, and this one has expired. Please subscribe again and we will send you a new link right away.`,
  },
  unsubscribe: {
    title: "Unsubscribe from our newsletter",
    pending: "Press the button below and this address will receive no more newsletters from us:",
    button: "Unsubscribe",
    doneTitle: "You have been unsubscribed",
    done: "We're sorry to see you go. This address will receive no more newsletters from us:",
    changedMind: "Changed your mind? You can subscribe again at any time.",
    /** A broken or unknown unsubscribe link: subscribing is not what this visitor came for. */
    invalidLink:
      "The link is incomplete or no longer valid. Please copy the whole link from one of our emails (each has its own link to unsubscribe), or tell us through our contact page and we will take your address off the list.",
    contactUs: "Contact us",
  },
  invalidLink: {
    title: "This link does not work",
    body: "The link is incomplete or no longer valid. Please copy the whole link from the email, or subscribe again below.",
  },
} as const;
