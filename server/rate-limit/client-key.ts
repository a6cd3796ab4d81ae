import { isIPv6 } from "node:net";

/**
 * The key a client is rate-limited by. IPv4 addresses as they are; IPv6 addresses by their /64
 * network, since one household or server usually holds a whole /64 and could otherwise rotate
 * through addresses to escape the limit.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mappedIpv4 = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mappedIpv4) return mappedIpv4[1]!;
  return `${expandIpv6(ip).slice(0, 4).join(":")}::/64`;
}

function expandIpv6(ip: string): string[] {
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => "0"), ...right].map((group) => group.replace(/^0+(?=.)/, "").toLowerCase());
}
