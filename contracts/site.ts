/**
 * The agency's identity and contact details: the one place every page reads them from.
 * All contact details are fictional (the .example domain and a 98765 number are reserved for examples).
 */

export interface SocialLink {
  network: "Facebook" | "Instagram" | "LinkedIn";
  href: string;
  label: string;
}

export interface BusinessHours {
  days: string;
  hours: string;
}

export const site = {
  brand: "Vistaar",
  legalName: "Vistaar Business Services Pvt. Ltd.",
  tagline: "Digital marketing and business services that help you grow in every direction.",
  /** What the name means, told on the About page. */
  nameMeaning: {
    word: "Vistaar (विस्तार)",
    meaning:
      "Vistaar is a Sanskrit and Hindi word for expansion: growing outward, in every direction at once. It is what we want for every business we work with: a wider reach, a bigger team, new skills and new markets, built on strong roots.",
  },
  about:
    "Vistaar is a multi-service agency in Anand, Gujarat. Our teams for digital marketing, technology, design, HR, training and research work as one, so a growing business gets everything it needs from one partner.",
  address: {
    street: "3rd Floor, Shreeji Business Hub, Vidyanagar Road",
    city: "Anand",
    region: "Gujarat",
    postalCode: "388001",
    country: "India",
    countryCode: "IN",
  },
  phone: { display: "+91 98765 43210", href: "tel:+919876543210" },
  email: "hello@vistaar.example",
  whatsapp: {
    /** International format without + or spaces, as wa.me expects. */
    number: "919876543210",
    greeting: "Hello Vistaar! I'd like to know more about your services.",
  },
  socialLinks: [
    { network: "Facebook", href: "https://www.facebook.com/vistaar.example", label: "Vistaar on Facebook" },
    { network: "Instagram", href: "https://www.instagram.com/vistaar.example", label: "Vistaar on Instagram" },
    { network: "LinkedIn", href: "https://www.linkedin.com/company/vistaar-example", label: "Vistaar on LinkedIn" },
  ] satisfies SocialLink[],
  businessHours: [
    { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM" },
    { days: "Saturday", hours: "10:00 AM - 4:00 PM" },
    { days: "Sunday", hours: "Closed" },
  ] satisfies BusinessHours[],
  foundedYear: 2014,
  /** The one response-time promise (SPEC §9's thank-you page: "a reply within 24-48 hours"). */
  responseTime: "24-48 hours",
} as const;

/** "Street, City, Region 388001, Country": how every page and email writes the address on one line. */
export function formatFullAddress(address: { street: string; city: string; region: string; postalCode: string; country: string }): string {
  return [address.street, `${address.city}, ${address.region} ${address.postalCode}`, address.country].join(", ");
}

/** The WhatsApp chat link opened by the chat button, with the greeting prefilled. */
export function whatsappChatUrlFor(whatsapp: { number: string; greeting: string }): string {
  return `https://wa.me/${whatsapp.number}?text=${encodeURIComponent(whatsapp.greeting)}`;
}

/** The shipped address on one line (the seed's and the email layout's default). */
export const fullAddress = formatFullAddress(site.address);
