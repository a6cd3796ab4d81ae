import { cardImage, GET_STARTED, heroArt } from "../shared.ts";
import type { CategoryPage } from "../types.ts";

export const ecommerceSupport: CategoryPage = {
  slug: "ecommerce-support",
  name: "E-commerce Support",
  meta: {
    title: "E-commerce Support: Store Development and Marketplace Management",
    description:
      "Shopify and WooCommerce stores with UPI payments and shipping, plus Amazon, Flipkart and Meesho account management: listings, inventory, ads and reports.",
  },
  hero: {
    title: "E-commerce Support from first listing to repeat orders",
    subtitle:
      "We build your online store, list you on India's biggest marketplaces and run the day-to-day: catalogues, orders, ads and returns, so you can focus on the product.",
    highlights: ["Shopify, WooCommerce and ONDC", "Amazon, Flipkart and Meesho experts", "Weekly sales reports"],
    art: heroArt("ecommerce-support", "Illustration of an online store, a shopping cart and delivery parcels"),
  },
  services: {
    heading: "E-commerce services",
    intro: "Build it right, then run it well: two services that cover the whole life of an online business.",
    cards: [
      {
        title: "E-commerce Development",
        description:
          "Fast, mobile-first online stores on Shopify or WooCommerce, with UPI, cards and cash-on-delivery, GST invoices, shipping integrations and a checkout that does not lose customers.",
        benefits: [
          "Custom store design that matches your brand",
          "Razorpay, UPI and COD payments with GST invoicing",
          "Shiprocket and courier integrations with order tracking",
          "Speed and SEO optimised product pages",
        ],
        image: cardImage("ecommerce-development"),
        imageStyle: "illustration",
      },
      {
        title: "E-commerce Management",
        description:
          "Day-to-day management of your store and marketplace accounts on Amazon, Flipkart, Meesho and more: listings, pricing, stock, sponsored ads, reviews and returns, with a weekly report you can read in five minutes.",
        benefits: [
          "Keyword-rich listings with A+ content",
          "Inventory, pricing and order management",
          "Sponsored product ads managed for profit, not just sales",
          "Weekly reports on sales, margins and returns",
        ],
        image: cardImage("ecommerce-management"),
        imageStyle: "illustration",
      },
    ],
  },
  approach: {
    heading: "How we grow your online sales",
    intro: "A steady routine beats a one-time launch.",
    steps: [
      { title: "Audit", text: "We review your catalogue, pricing, competitors and current channels." },
      { title: "Launch", text: "Store built or accounts set up, with listings optimised from day one." },
      { title: "Operate", text: "Daily order, stock and ad management by a dedicated account manager." },
      { title: "Scale", text: "New marketplaces, new categories and campaigns for festive seasons." },
    ],
  },
  closing: {
    heading: "Ready to sell more online?",
    text: "Get a free audit of your store or marketplace accounts, with the three changes that would lift sales fastest.",
    cta: GET_STARTED,
  },
};
