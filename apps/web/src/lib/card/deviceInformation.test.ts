import { DeviceInformationSchema } from '@paypage/contract/cardPayments';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { browserLanguageOf, deviceInformation } from './deviceInformation';

describe('device information for 3-D Secure (SPEC §3)', () => {
  it('is what the service accepts, from the browser', () => {
    const info = deviceInformation();
    expect(Value.Check(DeviceInformationSchema, info)).toBe(true);
    expect(info.deviceType).toBe('browser');
    expect(info.timeZoneOffset).toBe(new Date().getTimezoneOffset());
    expect(info.javaEnabled).toBe(false);
  });

  it.each([
    ['de-AT', 'de-AT'],
    ['zh-Hant-TW', 'zh-TW'],
    ['es-419', 'es-419'],
    ['en', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['x', 'en'],
  ])('%s is sent as %s (EMV: at most 8 characters)', (tag, sent) => {
    expect(browserLanguageOf(tag)).toBe(sent);
  });
});
