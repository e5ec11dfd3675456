import { startLinkLoad } from '../lib/paymentLink/earlyLinkLoad';

// The page's first, small script (index.html): on a link's page it starts fetching the link
// while the browser is still downloading the page's big scripts (docs/decisions/0012).
startLinkLoad(window.location.pathname);
