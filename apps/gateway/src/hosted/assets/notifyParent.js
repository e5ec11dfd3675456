/* global window, document */
// Tells the page that frames this one what happened (3-D Secure method or challenge done). The
// message and the one origin allowed to receive it come from the server, in data attributes.
const { targetOrigin, message } = document.body.dataset;
if (targetOrigin && message && window.parent !== window) {
  window.parent.postMessage(JSON.parse(message), targetOrigin);
}
