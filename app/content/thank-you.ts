/** The page a visitor sees after sending the contact form (SPEC §2 "Thank-you page", §9). */
export const thankYou = {
  title: "Thank You!",
  message: "Your message has been successfully sent. We'll get back to you as soon as possible.",
  description: "Your message has reached Vistaar. Here is what happens next.",
  nextHeading: "What's Next?",
  /** SPEC §9's words with the company's one promise (seeded "24-48 hours"). */
  nextSteps: (responseTime: string) => [
    "You'll receive a confirmation email shortly.",
    "Our team will review your message.",
    `We'll reply within ${responseTime}.`,
  ],
  returnHomeLabel: "Return Home",
  sendAnotherLabel: "Send Another Message",
};
