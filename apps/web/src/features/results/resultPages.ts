// The paid and the failed page in one lazily loaded file, with the parts only they share (the
// result card, the way back to the shop): split by page, either page's first screen waited on
// two files, over HTTP/1.1 a request more before it could run. One module rather than a chunk
// group, so the bundler serves it as the file's own exports and needs no helper file of its own
// (docs/decisions/0028). The failed page's code costs the paid page about 1 KB. The checked
// pages (/success, /failure) read the payment first, then show one of the two.
export { CheckedFailurePage, CheckedSuccessPage } from './checkedResult';
export { FailurePage } from './failurePage';
export { SuccessPage } from './successPage';
