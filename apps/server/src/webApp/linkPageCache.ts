import type { AssetsResponse } from '@paypage/contract/assets';
import type { LinkHint } from '@paypage/contract/pageData';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { RuntimeConfig } from '@paypage/contract/runtimeConfig';
import { compressPerRequest, type ContentEncoding } from '../http/compression';

/**
 * Everything a link page's HTML is made from (docs/decisions/0031). The drawing is a function of
 * the renderer's input (the address, the link as the public API answers it, the saved assets,
 * the page's addresses) and the build; the HTML around it adds the hint and the hinted files of
 * the path's segment. A drawing that read anything beyond these (a result page's payment, the
 * SEPA page's creditor) or that depends on the clock past the link's expiry is never reused.
 */
export interface LinkPageInputs {
  /** Names the web build and the renderer the page was made with. */
  buildId: string;
  url: string;
  link: PaymentLinkInfo;
  assets: AssetsResponse | undefined;
  addresses: RuntimeConfig;
  hint: LinkHint | undefined;
}

/**
 * The key is the inputs themselves, not a version number kept beside them: a link paid in
 * another tab, a merchant's new colours or name, another build or another Host all make another
 * key on the very next request, with nothing to invalidate and nothing to forget to bump.
 */
const linkPageKey = (inputs: LinkPageInputs): string =>
  JSON.stringify([
    inputs.buildId,
    inputs.url,
    inputs.addresses,
    inputs.hint ?? null,
    inputs.assets ?? null,
    inputs.link,
  ]);

/** A link's page as sent: the document and what its policy must allow. */
export interface LinkPage {
  /** UTF-8: half the memory of the string the renderer gave for pages in most languages. */
  body: Buffer;
  /** The hashes style-src must allow for its inline styles. */
  styleHashes: readonly string[];
  /** Whether it carries the service's drawing (then it is private to the shopper's browser). */
  drawn: boolean;
  /** The body compressed, per encoding, once it was first asked for. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  /**
   * Its content security policy by the merchant's frame-ancestors (read afresh on every request),
   * once made: the policy parses two URLs and joins a dozen parts, a tenth of a kept page's cost.
   */
  policies: Map<string, string>;
}

/** What making a page gave: the page, and whether it may be sent again for the same inputs. */
export interface MadePage {
  page: LinkPage;
  reusable: boolean;
}

/**
 * About 75 KB each with both encodings: 200 pages are 15 MB at most. The pages worth keeping
 * are the ones asked for again and again (a link many shoppers open at once, a reload), which
 * stay at the front.
 */
const MOST_PAGES = 200;

interface Entry {
  /** The link's expiry (epoch ms): a drawing made before it may show a countdown past it. */
  validUntil: number;
  made: Promise<MadePage | undefined>;
}

export function linkPageCache(mostPages = MOST_PAGES) {
  const entries = new Map<string, Entry>();

  async function make(
    key: string,
    validUntil: number,
    maker: () => Promise<MadePage | undefined>,
  ): Promise<LinkPage | undefined> {
    const made = maker();
    const entry = { validUntil, made };
    entries.set(key, entry);
    if (entries.size > mostPages) entries.delete(entries.keys().next().value as string);
    const forget = () => entries.get(key) === entry && entries.delete(key);
    try {
      const result = await made;
      if (!result?.reusable) forget();
      return result?.page;
    } catch (error) {
      forget();
      throw error;
    }
  }

  return {
    /**
     * The page for these inputs: the one made before for the same key, or a new one from
     * `maker`. Requests that come while the same page is being made wait for it, so a link that
     * many shoppers open at once is drawn once; if that page turns out not to be reusable, each
     * of them makes its own.
     */
    async pageFor(
      inputs: LinkPageInputs,
      maker: () => Promise<MadePage | undefined>,
      now = Date.now(),
    ): Promise<LinkPage | undefined> {
      const key = linkPageKey(inputs);
      const expiry = inputs.link.expirationDate ? Date.parse(inputs.link.expirationDate) : NaN;
      const validUntil = Number.isNaN(expiry) ? Infinity : expiry;
      const entry = entries.get(key);
      if (entry && now < entry.validUntil) {
        const made = await entry.made.catch(() => undefined);
        if (made?.reusable) {
          // The most recently used at the back: the first to go is the longest unused.
          if (entries.get(key) === entry) {
            entries.delete(key);
            entries.set(key, entry);
          }
          return made.page;
        }
      }
      // No page for these inputs, or one that may not be sent again: made for this request.
      return make(key, validUntil, maker);
    },
    get size() {
      return entries.size;
    },
  };
}

/** The page's policy for these frame-ancestors, made once per page and list. */
export function linkPagePolicy(
  page: LinkPage,
  frameAncestors: readonly string[],
  make: () => string,
): string {
  const key = frameAncestors.join(' ');
  const policy = page.policies.get(key) ?? make();
  // A merchant's list changes rarely; a few kept per page at most.
  if (page.policies.size >= 4) page.policies.clear();
  page.policies.set(key, policy);
  return policy;
}

/** The page's body in this encoding, compressed once and kept with the page. */
export function encodedLinkPage(page: LinkPage, encoding: ContentEncoding): Buffer {
  const encoded = page.encoded[encoding] ?? compressPerRequest(page.body, encoding);
  page.encoded[encoding] = encoded;
  return encoded;
}
