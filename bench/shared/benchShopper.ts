/**
 * The browser the benches pay from, as the page describes it for 3-D Secure (SPEC §7,
 * deviceInformation): a desktop browser, in the language the bench's link asks for.
 */
export const benchDevice = (language: string) => ({
  colorDepth: 24,
  screenHeight: 800,
  screenWidth: 1280,
  timeZoneOffset: 0,
  javaEnabled: false,
  deviceType: 'browser',
  acceptHeader: 'text/html',
  language,
});
