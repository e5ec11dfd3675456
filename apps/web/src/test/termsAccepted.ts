import { rememberTermsAccepted } from '../lib/storage/visitMemory';
import { LINK_UUID } from './fakeApi';

/**
 * The shopper ticked 'I accept' on the landing page earlier in this visit: a method's page
 * opened now starts payments without asking again (components/terms/termsGate). The test setup
 * clears sessionStorage after each test.
 */
export function acceptTermsInThisVisit(uuid = LINK_UUID): void {
  rememberTermsAccepted(uuid);
}
