/** Copy of the Contact page (SPEC §2 "Contact page"); the contact details themselves come from site.ts. */
export const contactPage = {
  title: "Contact Us",
  /** `responseTime`: the company's one promise (company details), e.g. "24-48 hours". */
  metaDescription: (responseTime: string) =>
    `Talk to Vistaar, the digital marketing and business services agency in Anand, Gujarat. Call, email, visit our office or send us a message: we reply within ${responseTime}.`,
  // Non-breaking hyphens keep "24‑48" on one line.
  subtitle: (responseTime: string) => `Tell us where your business wants to grow. We reply to every message within ${responseTime.replace(/-/g, "\u2011")}.`,
  details: {
    heading: "Get in touch",
    intro:
      "Whether you need a new website, more enquiries from Google or a hand with hiring, start with a conversation. Visit our office in Anand, call us, or write to us.",
    addressLabel: "Visit our office",
    phoneLabel: "Call us",
    emailLabel: "Email us",
    hoursLabel: "Business hours",
  },
  form: {
    heading: "Send us a message",
    intro: "Fields marked * are required. We use your details only to answer you.",
    labels: {
      name: "Your Name*",
      email: "Email Address*",
      phone: "Phone Number",
      subject: "Subject*",
      message: "Your Message*",
    },
    placeholders: {
      name: "e.g. Priya Shah",
      email: "you@company.com",
      phone: "+91 98765 43210",
      message: "Tell us about your business and what you would like help with.",
    },
    phoneHint: "Optional. Add it if you would like a call back.",
    submit: "Send Message",
    sending: "Sending...",
  },
} as const;

/** Copy of the home page's embedded contact form (SPEC §2 "Call-to-action band", §5). */
export const homeContactForm = {
  labels: { name: "Your Name", email: "Email Address", phone: "Phone Number (optional)", message: "Your Message" },
  placeholders: { name: "Your Name*", email: "Email Address*", phone: "Phone Number", message: "Your Message*" },
  submit: "Send Message",
  sending: "Sending...",
} as const;
