import { DEFAULT_PRICE_SETTINGS, normalizeSellerPriceSettings } from '@sellerdesk/domain';
import { describe, expect, it } from 'vitest';
import {
  addRow,
  formFromSettings,
  formToPayload,
  moveRow,
  previewForm,
  removeRow,
  updateRow,
} from './price-form';

const defaults = () => formFromSettings(DEFAULT_PRICE_SETTINGS);

describe('price settings form', () => {
  it('previews the §9 defaults: 27450 rounded at 2 digits, CNY at 200', () => {
    const preview = previewForm(defaults(), 'SmartStore');
    expect(preview.error).toBeNull();
    expect(preview.sample?.price).toBe(27_400);
    // 27450 won cost sold at 27400: the commission alone makes it a loss.
    expect(preview.sample?.margin.loss).toBe(true);
    expect(preview.examples[0]).toMatchObject({ sourcePrice: 10, margin: { cost: 2000, salePrice: 2000 } });
  });

  it('changes the preview as a range changes, and saves what it previews', () => {
    let form = { ...defaults(), usableDetail: true, shippingPerItem: '3000' };
    form = addRow(form);
    form = updateRow(form, 0, { endRange: '30000', mainType: '+', mainValue: '8000' });
    form = { ...form, rest: { mainType: '*', mainValue: '1.5', subType: '+', subValue: '' } };
    const before = previewForm(form, 'Coupang');
    // 27450 lies in 0–30000: +8000 → 35450 → 35400.
    expect(before.sample?.price).toBe(35_400);
    form = updateRow(form, 0, { endRange: '20000' });
    const after = previewForm(form, 'Coupang');
    // Now above every range: the rest row, ×1.5 → 41175 → 41100.
    expect(after.sample?.price).toBe(41_100);
    expect(normalizeSellerPriceSettings(formToPayload(form))).toEqual(after.settings);
  });

  it('marks overlapping and descending rows, and rows that sell at a loss', () => {
    let form = { ...defaults(), usableDetail: true, shippingPerItem: '5000' };
    form = addRow(addRow(form));
    form = updateRow(form, 0, { startRange: '0', endRange: '10000', mainType: '+', mainValue: '7000' });
    form = updateRow(form, 1, { startRange: '10000', endRange: '50000', mainType: '*', mainValue: '1.05' });
    form = { ...form, rest: { mainType: '*', mainValue: '1.6', subType: '+', subValue: '' } };
    expect(previewForm(form, 'SmartStore').lossRows).toEqual([1]);

    const overlapping = updateRow(form, 1, { startRange: '9000' });
    const preview = previewForm(overlapping, 'SmartStore');
    expect(preview.problems.get(1)).toBe('overlap');
    expect(preview.error).toMatch(/2번째 구간/);
    expect(preview.sample).toBeNull();

    const swapped = moveRow(form, 1, -1);
    expect(previewForm(swapped, 'SmartStore').problems.get(1)).toBe('notAscending');
    expect(removeRow(swapped, 0).rows).toHaveLength(1);
  });

  it('round-trips the saved settings', () => {
    const settings = normalizeSellerPriceSettings({
      usableDetail: true,
      digit: 3,
      exchangeBase: 195,
      detailModel: [
        { startRange: 0, endRange: 10_000, mainType: '+', mainValue: 5000 },
        { startRange: -1, endRange: -1, mainType: '*', mainValue: 1.3, subType: '+', subValue: 1000 },
      ],
      shippingPerItem: 4000,
      commissions: { Coupang: 11 },
    });
    expect(normalizeSellerPriceSettings(formToPayload(formFromSettings(settings)))).toEqual(settings);
  });
});
