/* global window, document, screen, MutationObserver */
// The sandbox's stand-in for PayPal's fraud library (SPEC §4). The payment page loads it once,
// from the gateway's origin, with the payment attempt's correlation id and the PayPal merchant
// id in data attributes. It reports a few facts about the device under that id, so the payment
// that names the id can be judged; when the page starts a new attempt it changes the attribute
// and the script reports again. Nothing here reads the page's content or the shopper's input.
(function reportDevice() {
  const script = document.currentScript;
  if (!script) return;
  const endpoint = new URL('fraud-data', script.src).href;

  function device() {
    return {
      screenWidth: screen.width,
      screenHeight: screen.height,
      colorDepth: screen.colorDepth,
      pixelRatio: window.devicePixelRatio || 1,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || '',
      timeZoneOffset: new Date().getTimezoneOffset(),
      language: navigator.language || '',
      cores: navigator.hardwareConcurrency || 0,
      touchPoints: navigator.maxTouchPoints || 0,
      cookies: navigator.cookieEnabled === true,
    };
  }

  let reported = '';
  function report() {
    const correlationId = script.dataset.correlationId || '';
    const merchantId = script.dataset.merchantId || '';
    if (!correlationId || !merchantId || correlationId === reported) return;
    reported = correlationId;
    const body = JSON.stringify({ correlationId, merchantId, device: device() });
    // A beacon: a plain-text POST the browser sends even when the page moves on to PayPal.
    navigator.sendBeacon(endpoint, new Blob([body], { type: 'text/plain' }));
  }

  report();
  new MutationObserver(report).observe(script, { attributeFilter: ['data-correlation-id'] });
})();
