import type { FieldError } from '@paypage/contract/errors';
import type { MerchantSettings } from '@paypage/contract/merchantSettings';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http only to this machine (development and tests); every real address is https. */
function isAllowedScheme(protocol: string, hostname: string): boolean {
  return protocol === 'https:' || (protocol === 'http:' && LOCAL_HOSTS.has(hostname));
}

function webhookUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute URL';
  }
  if (!isAllowedScheme(url.protocol, url.hostname))
    return 'must be https (http only for localhost)';
  if (url.username || url.password) return 'must not contain a user name or password';
  if (url.hash) return 'must not contain a fragment';
  return null;
}

// scheme://host[:port], where the host may start with *. and the port may be * (CSP source syntax).
const ORIGIN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[::1\])(?::([0-9]{1,5}|\*))?$/;

function frameOriginProblem(value: string): string | null {
  const match = ORIGIN.exec(value);
  if (!match) return 'must be an origin such as https://shop.example (no path, lower case)';
  const [, scheme, wildcard, host = '', port] = match;
  if (!isAllowedScheme(`${scheme}:`, host)) return 'must be https (http only for localhost)';
  if (wildcard && host.split('.').length < 2) return 'may use *. only before a registered domain';
  if (port && port !== '*' && (Number(port) < 1 || Number(port) > 65535))
    return 'has a port outside 1-65535';
  return null;
}

/** ISO 7064 MOD 97-10 over the national part plus the country code, as SEPA creditor ids use. */
function creditorIdIsValid(creditorId: string): boolean {
  const country = creditorId.slice(0, 2);
  const check = creditorId.slice(2, 4);
  const national = creditorId.slice(7);
  const digits = `${national}${country}${check}`.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** The rules a JSON schema cannot say, answered as failing fields like the schema's own. */
export function settingsProblems(
  settings: Partial<MerchantSettings>,
  prefix = 'body',
): FieldError[] {
  const problems: FieldError[] = [];
  if (settings.webhookUrl) {
    const problem = webhookUrlProblem(settings.webhookUrl);
    if (problem) problems.push({ field: `${prefix}.webhookUrl`, message: problem });
  }
  settings.frameAncestors?.forEach((origin, index) => {
    const problem = frameOriginProblem(origin);
    if (problem) problems.push({ field: `${prefix}.frameAncestors.${index}`, message: problem });
  });
  if (
    settings.frameAncestors &&
    new Set(settings.frameAncestors).size !== settings.frameAncestors.length
  )
    problems.push({ field: `${prefix}.frameAncestors`, message: 'must not repeat an origin' });
  if (settings.creditor && !creditorIdIsValid(settings.creditor.creditorId)) {
    problems.push({
      field: `${prefix}.creditor.creditorId`,
      message: 'has wrong check digits for a SEPA creditor identifier',
    });
  }
  if (settings.name !== undefined && settings.name.trim() === '')
    problems.push({ field: `${prefix}.name`, message: 'must not be blank' });
  return problems;
}
