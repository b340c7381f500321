import { isIP } from 'node:net';

/**
 * Which proxies' `X-Forwarded-For` entries to believe (`TRUST_PROXY`): none, a number of hops in front
 * of the app, or the proxies' own addresses. A client writes whatever it likes into the header and each
 * proxy only appends the address it saw, so believing every hop let a client choose its own address
 * (issue 19); the address of a request is the one the nearest trusted proxy saw.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

const MAX_HOPS = 10;

/** `true` is one hop (the usual single reverse proxy); answers a problem text for anything else. */
export function parseTrustProxy(value: string | null): TrustProxy | string {
  if (value === null) return false;
  const lower = value.toLowerCase();
  if (['false', 'no', '0'].includes(lower)) return false;
  if (['true', 'yes'].includes(lower)) return { hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= MAX_HOPS ? { hops } : `TRUST_PROXY allows at most ${MAX_HOPS} hops (got "${value}")`;
  }
  const addresses = value.split(',').map((part) => part.trim());
  const isAddressOrRange = (part: string) => {
    const [address = '', bits, ...rest] = part.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  };
  if (addresses.every(isAddressOrRange)) return { addresses };
  return `TRUST_PROXY must be true, false, a number of proxy hops, or the proxies' addresses (got "${value}")`;
}

/**
 * Fastify's `trustProxy` option for the setting: for hops, proxy-addr's rule that the socket's peer is
 * hop 0 and each address before it in the header one more (what its numeric form does).
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('addresses' in setting) return setting.addresses.join(',');
  const { hops } = setting;
  return (_address, hop) => hop < hops;
}
