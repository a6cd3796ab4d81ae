/**
 * "Brands We've Worked With" on the home page. Every brand is fictional; the wordmarks are drawn for
 * this site (scripts/artwork/marketing.mjs) and all share one height so the row lines up.
 */

export interface Brand {
  name: string;
  logo: string;
  width: number;
  height: number;
}

export const BRAND_LOGO_HEIGHT = 56;

export const brands: Brand[] = [
  { name: "Charotar Dairy Fresh", logo: "/images/brands/charotar-dairy.svg", width: 171, height: BRAND_LOGO_HEIGHT },
  { name: "Suryoday Textiles", logo: "/images/brands/suryoday-textiles.svg", width: 193, height: BRAND_LOGO_HEIGHT },
  { name: "Sanjivani Clinics", logo: "/images/brands/sanjivani-clinics.svg", width: 187, height: BRAND_LOGO_HEIGHT },
  { name: "Kesar Organics", logo: "/images/brands/kesar-organics.svg", width: 140, height: BRAND_LOGO_HEIGHT },
  { name: "Narmada Freight", logo: "/images/brands/narmada-freight.svg", width: 182, height: BRAND_LOGO_HEIGHT },
  { name: "Lothal Labs", logo: "/images/brands/lothal-labs.svg", width: 199, height: BRAND_LOGO_HEIGHT },
  { name: "Sabarmati Ceramics", logo: "/images/brands/sabarmati-ceramics.svg", width: 187, height: BRAND_LOGO_HEIGHT },
  { name: "Tapi Tea Co.", logo: "/images/brands/tapi-tea.svg", width: 203, height: BRAND_LOGO_HEIGHT },
];
