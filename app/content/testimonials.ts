/**
 * Client testimonials (SPEC §3 "Static testimonial": name, position, image, quote, rating).
 * The first three are the ones on the home page (rated 5, SPEC §9). People and companies are fictional;
 * the portraits are illustrated avatars.
 */

export interface Testimonial {
  name: string;
  position: string;
  image: string;
  quote: string;
  rating: number;
}

export const MAX_RATING = 5;
export const AVATAR_SIZE = { width: 160, height: 160 } as const;

export const testimonialsMeta = {
  title: "Client Testimonials",
  subtitle: "Owners, directors and managers from across Gujarat on what it is like to work with Vistaar.",
  description:
    "What business owners and managers say about Vistaar's digital marketing, web development, design, HR and training services.",
};

export const testimonials: Testimonial[] = [
  {
    name: "Priya Mehta",
    position: "Founder, Kesar Organics, Ahmedabad",
    image: "/images/testimonials/priya-mehta.svg",
    quote:
      "Our Instagram went from a few hundred followers to a real community, and online sales tripled in a year. The team plans every month with us and always explains the numbers.",
    rating: 5,
  },
  {
    name: "Rakesh Desai",
    position: "Managing Director, Suryoday Textiles, Surat",
    image: "/images/testimonials/rakesh-desai.svg",
    quote:
      "We needed 180 people for a new plant in nine months. Vistaar's HR team built the whole hiring process and the plant opened on time, fully staffed.",
    rating: 5,
  },
  {
    name: "Dr. Neha Shah",
    position: "Medical Director, Sanjivani Multispecialty Clinics, Vadodara",
    image: "/images/testimonials/neha-shah.svg",
    quote:
      "All four of our clinics are now at the top of Google Maps. Appointment requests have tripled, and the new website is the first thing patients mention.",
    rating: 5,
  },
  {
    name: "Imran Sheikh",
    position: "Co-founder, Narmada Freight Movers, Bharuch",
    image: "/images/testimonials/imran-sheikh.svg",
    quote:
      "They rebuilt our booking portal and our fleet dashboard in four months. Fewer phone calls, fewer mistakes, and customers can track their own shipments now.",
    rating: 5,
  },
  {
    name: "Kavya Joshi",
    position: "Digital Marketing Executive, former Academy student",
    image: "/images/testimonials/kavya-joshi.svg",
    quote:
      "The Academy's digital marketing course was practical from day one: real ad accounts, real clients, real reports. I got my job offer two weeks after the final project.",
    rating: 5,
  },
  {
    name: "Harshad Parmar",
    position: "Owner, Sabarmati Ceramics, Morbi",
    image: "/images/testimonials/harshad-parmar.svg",
    quote:
      "The market research told us which export markets to focus on, with numbers we could take to the bank. The catalogue design that followed won us two new distributors.",
    rating: 5,
  },
  {
    name: "Ananya Trivedi",
    position: "Marketing Head, Lothal Labs, Gandhinagar",
    image: "/images/testimonials/ananya-trivedi.svg",
    quote:
      "Our Google Ads cost per lead halved in three months. Reporting is clear and honest, and the team is quick on WhatsApp. The only thing I would ask for is a few more creative options each month.",
    rating: 4,
  },
];

/** The three testimonials on the home page. */
export const homeTestimonials = testimonials.slice(0, 3);
