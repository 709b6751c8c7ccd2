import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.js';

describe('PosAPI settings', () => {
  it('are off unless BO_POSAPI_URL is set', () => {
    expect(loadConfig({}).posapi).toBeNull();
  });

  it('take the address, the shop\'s TIN and the receipt\'s POS, branch and district', () => {
    expect(loadConfig({ BO_POSAPI_URL: 'http://127.0.0.1:7080', BO_POSAPI_MERCHANT_TIN: '37900846788' }).posapi)
      .toEqual({ url: 'http://127.0.0.1:7080', merchantTin: '37900846788', posNo: '001', districtCode: '2501', branchNo: '001' });
    expect(loadConfig({ BO_POSAPI_URL: 'http://pos:7080', BO_POSAPI_MERCHANT_TIN: '37900846788', BO_POSAPI_POS_NO: '10009335', BO_POSAPI_DISTRICT_CODE: '3505' }).posapi)
      .toMatchObject({ posNo: '10009335', districtCode: '3505' });
  });

  it('refuse an address without the TIN, a bad TIN or a bad district code, naming the variable', () => {
    expect(() => loadConfig({ BO_POSAPI_URL: 'http://127.0.0.1:7080' })).toThrow(/BO_POSAPI_MERCHANT_TIN/);
    expect(() => loadConfig({ BO_POSAPI_URL: 'http://127.0.0.1:7080', BO_POSAPI_MERCHANT_TIN: '12AB' })).toThrow(ConfigError);
    expect(() => loadConfig({ BO_POSAPI_URL: 'ftp://x', BO_POSAPI_MERCHANT_TIN: '37900846788' })).toThrow(/BO_POSAPI_URL/);
    expect(() => loadConfig({ BO_POSAPI_DISTRICT_CODE: '25' })).toThrow(/BO_POSAPI_DISTRICT_CODE/);
  });
});
