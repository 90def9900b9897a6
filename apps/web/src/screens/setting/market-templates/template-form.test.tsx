import { endpoints } from '@sellerdesk/domain/core';
import type { MarketAccountView, MarketAddressResponse, MarketTemplateView } from '@sellerdesk/domain/api';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addTexts } from '../../../i18n';
import { marketTemplates } from '../../../i18n/locales/ko/market-templates';
import { renderWithProviders } from '../../../test/render';
import { TemplateForm } from './template-form';

addTexts({ marketTemplates });

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// jsdom has no FontFaceSet; Mantine's autosize textarea listens for font loads.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: document.fonts ?? { addEventListener() {}, removeEventListener() {} },
});

const answers = vi.hoisted(() => new Map<unknown, (input: unknown) => unknown>());
vi.mock('../../../app/http', () => ({
  API_BASE_URL: '/api',
  call: (endpoint: unknown, input: unknown) => {
    const answer = answers.get(endpoint);
    return answer ? Promise.resolve(answer(input)) : Promise.reject(new Error('unexpected call'));
  },
}));

const account: MarketAccountView = {
  id: '0b9c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
  market: 'SmartStore',
  label: '본점',
  settings: {},
  maskedSecrets: {},
  lastCheck: null,
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: '2025-03-01T00:00:00.000Z',
};
const fresh: MarketTemplateView = {
  marketName: 'SmartStore',
  templateName: '새 템플릿',
  brandName: '',
  manufacturer: '',
  originArea: '',
  sendExchange: '',
  recvExchange: '',
  topHtml: '',
  bottomHtml: '',
  afterService: { content: '상세 페이지 참조', phone: '01012345678' },
  delivery: { type: 'pay', repeat: false, basicPrice: 10000, returnPrice: 10000, exchangePrice: 20000 },
  freeDeliveryOver: 0,
  courierId: '',
  dispatchDays: 7,
  noticeGroupId: '',
  noticeValues: {},
  priceSettings: null,
  accountId: null,
  accountLabel: null,
  saved: false,
  updatedAt: null,
};
const book: MarketAddressResponse = {
  shipping: [
    {
      id: '101',
      kind: 'shipping',
      name: '해외 출고지',
      address: '인천 중구',
      postalCode: '22382',
      phone: '',
    },
  ],
  return: [
    { id: '202', kind: 'return', name: '반품지', address: '서울 강서구', postalCode: '07505', phone: '' },
  ],
  fetchedAt: '2025-03-01T00:00:00.000Z',
};

afterEach(() => {
  cleanup();
  answers.clear();
});

async function pick(testId: string, option: RegExp) {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('TemplateForm', () => {
  it('says in Korean what is missing, then sends the picked 출고지/반품지 with the defaults', async () => {
    answers.set(endpoints.MarketInfo.GetMarketAddress, () => book);
    answers.set(endpoints.MarketInfo.GetMarketCourier, () => ({
      couriers: [{ id: 'CJGLS', name: 'CJ대한통운' }],
      fetchedAt: '2025-03-01T00:00:00.000Z',
    }));
    const onSubmit = vi.fn();
    renderWithProviders(
      <TemplateForm
        market="SmartStore"
        initial={fresh}
        accounts={[account]}
        saving={false}
        error={null}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    fireEvent.click(screen.getByTestId('market-template-save'));
    expect(await screen.findByText('템플릿 이름을 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('출고지를 선택해주세요.')).toBeTruthy();
    expect(screen.getByText('반품지를 선택해주세요.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('template-name'), { target: { value: '기본' } });
    await waitFor(() => expect(screen.queryByText('템플릿 이름을 입력해주세요.')).toBeNull());
    await waitFor(() =>
      expect((screen.getByTestId('template-send') as HTMLInputElement).disabled).toBe(false),
    );
    await pick('template-send', /해외 출고지/u);
    await pick('template-recv', /반품지/u);
    fireEvent.click(screen.getByTestId('market-template-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      templateName: '기본',
      body: {
        accountId: account.id,
        sendExchange: '101',
        recvExchange: '202',
        afterService: { content: '상세 페이지 참조', phone: '01012345678' },
        delivery: { type: 'pay', basicPrice: 10000, returnPrice: 10000, exchangePrice: 20000 },
        priceSettings: null,
      },
    });
  });
});
