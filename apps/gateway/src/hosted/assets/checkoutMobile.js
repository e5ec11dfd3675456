/* global window, document */
// The Bancontact mobile checkout in the shopper's browser: the app decides elsewhere (another
// device, or another tab of this phone), so this page watches the payment and goes back to the
// payment page once it is decided. The settings come from the page's data attributes.

const settings = document.body.dataset;
const TEXTS = JSON.parse(settings.texts ?? '{}');
const SESSION_HEADER = 'paypage-checkout-session';
const statusLine =
  document.getElementById('checkout-status-text') ?? document.getElementById('checkout-status');

/** Decided: back to the payment page, which asks the service how it ended. */
function goBack(returnUrl) {
  if (statusLine) statusLine.textContent = TEXTS.returning;
  window.location.assign(returnUrl);
}

const FIRST_LOOK_DELAY_MS = 1000;
const MAX_LOOK_DELAY_MS = 5000;

function watchPayment() {
  let delay = FIRST_LOOK_DELAY_MS;
  let timer;
  let looking = false;
  let decided = false;

  async function look() {
    if (looking || decided) return;
    looking = true;
    window.clearTimeout(timer);
    try {
      const response = await fetch(settings.statusUrl, {
        headers: { [SESSION_HEADER]: settings.sessionData },
        credentials: 'omit',
        cache: 'no-store',
      });
      const state = response.ok ? await response.json() : {};
      if (state.returnUrl) {
        decided = true;
        goBack(state.returnUrl);
        return;
      }
    } catch (error) {
      // A phone's network comes and goes: the next look tries again.
      console.error(error);
    } finally {
      looking = false;
    }
    timer = window.setTimeout(() => void look(), delay);
    delay = Math.min(delay * 1.5, MAX_LOOK_DELAY_MS);
  }

  // Back from the app: look at once.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    delay = FIRST_LOOK_DELAY_MS;
    void look();
  });
  void look();
}

watchPayment();
