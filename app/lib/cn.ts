import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names conditionally. (No tailwind-merge: at ~8 KB gzipped it would cost a tenth
 * of our JavaScript budget; components avoid conflicting classes instead.)
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
