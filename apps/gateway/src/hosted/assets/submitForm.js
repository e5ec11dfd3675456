/* global document */
// The 3DS method frame goes on to the 3DS server's notification URL by itself, as an ACS does.
document.getElementById('forward')?.submit();
