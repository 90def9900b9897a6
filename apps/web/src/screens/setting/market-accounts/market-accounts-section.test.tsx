import { endpoints } from '@sellerdesk/domain/core';
import type { AllMarketAccountsResponse, MarketAccountsOfMarket } from '@sellerdesk/domain/api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import MarketAccountsSection from './index';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const calls = vi.hoisted(() => [] as { endpoint: unknown; input: unknown }[]);
const answers = vi.hoisted(() => new Map<unknown, (input: unknown) => unknown>());

vi.mock('../../../app/http', () => ({
  API_BASE_URL: '/api',
  call: (endpoint: unknown, input: unknown) => {
    calls.push({ endpoint, input });
    const answer = answers.get(endpoint);
    return answer ? Promise.resolve(answer(input)) : Promise.reject(new Error('unexpected call'));
  },
}));

const smartStore: MarketAccountsOfMarket = {
  market: 'SmartStore',
  name: '스마트스토어',
  enabled: true,
  closedNotice: null,
  fields: [
    { key: 'clientId', label: '애플리케이션 ID', secret: false, required: true, help: 'ID 도움말' },
    {
      key: 'clientSecret',
      label: '애플리케이션 시크릿',
      secret: true,
      required: true,
      help: '시크릿 도움말',
    },
  ],
  accounts: [
    {
      id: '0b9c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
      market: 'SmartStore',
      label: '본점',
      settings: { clientId: 'app-1' },
      maskedSecrets: { clientSecret: '••••••••abcd' },
      lastCheck: null,
      createdAt: '2025-03-01T00:00:00.000Z',
      updatedAt: '2025-03-01T00:00:00.000Z',
    },
  ],
};
const weMakePrice: MarketAccountsOfMarket = {
  market: 'WeMakePrice',
  name: '위메프',
  enabled: false,
  closedNotice: '위메프는 2025년 11월 10일 파산으로 서비스를 종료했습니다.',
  fields: [{ key: 'apiKey', label: 'API Key', secret: true, required: true, help: '' }],
  accounts: [],
};
const all: AllMarketAccountsResponse = { markets: [smartStore, weMakePrice] };

beforeEach(() => {
  calls.length = 0;
  answers.set(endpoints.MarketInfo.GetUserAllMarketAccount, () => all);
  answers.set(endpoints.UserConfig.SetMarketAccount, () => smartStore.accounts[0]);
  answers.set(endpoints.Market.CheckMarketLogin, () => ({
    connected: false,
    code: 'AUTH_FAILED',
    message: '스마트스토어 인증에 실패했습니다.',
    accountLabel: null,
    checkedAt: '2025-03-01T00:00:00.000Z',
  }));
});
afterEach(() => {
  cleanup();
  answers.clear();
});

const sent = (endpoint: unknown) => calls.filter((c) => c.endpoint === endpoint).map((c) => c.input);

describe('마켓 계정 section', () => {
  it('lists accounts with the secret only masked and builds the add form from the market fields', async () => {
    renderWithProviders(<MarketAccountsSection />);
    const card = await screen.findByTestId('market-account-본점');
    expect(card.textContent).toContain('••••••••abcd');
    expect(within(card).getByTestId('market-account-status').textContent).toBe('확인 전');

    fireEvent.click(screen.getByTestId('market-account-add'));
    const form = await screen.findByTestId('market-account-form');
    const secret = within(form).getByTestId('market-field-clientSecret') as HTMLInputElement;
    expect(secret.type).toBe('password');
    fireEvent.change(within(form).getByTestId('market-account-label'), { target: { value: ' 2호점 ' } });
    fireEvent.change(within(form).getByTestId('market-field-clientId'), { target: { value: 'app-2' } });
    fireEvent.change(secret, { target: { value: '$2a$04$abcdefghijklmnopqrstuv' } });
    fireEvent.click(within(form).getByTestId('market-account-save'));
    await waitFor(() => expect(sent(endpoints.UserConfig.SetMarketAccount)).toHaveLength(1));
    expect(sent(endpoints.UserConfig.SetMarketAccount)[0]).toEqual({
      query: { market: 'SmartStore' },
      body: {
        label: '2호점',
        settings: { clientId: 'app-2', clientSecret: '$2a$04$abcdefghijklmnopqrstuv' },
      },
    });
  });

  it('edits with the secret left blank (kept by the server) and shows the check result', async () => {
    renderWithProviders(<MarketAccountsSection />);
    fireEvent.click(await screen.findByTestId('market-account-edit'));
    const form = await screen.findByTestId('market-account-form');
    const secret = within(form).getByTestId('market-field-clientSecret') as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(secret.required).toBe(false);
    expect(form.textContent).toContain('비워두면 저장된 값(••••••••abcd)을 그대로 씁니다.');
    expect((within(form).getByTestId('market-field-clientId') as HTMLInputElement).value).toBe('app-1');
    fireEvent.click(within(form).getByTestId('market-account-save'));
    await waitFor(() => expect(sent(endpoints.UserConfig.SetMarketAccount)).toHaveLength(1));
    expect(sent(endpoints.UserConfig.SetMarketAccount)[0]).toMatchObject({
      body: {
        id: smartStore.accounts[0]?.id,
        label: '본점',
        settings: { clientId: 'app-1', clientSecret: '' },
      },
    });

    fireEvent.click(screen.getByTestId('market-account-check'));
    await waitFor(() => expect(sent(endpoints.Market.CheckMarketLogin)).toHaveLength(1));
    expect(sent(endpoints.Market.CheckMarketLogin)[0]).toEqual({
      query: { market: 'SmartStore' },
      body: { id: smartStore.accounts[0]?.id },
    });
  });

  it('shows WeMakePrice with its closure notice and no add button', async () => {
    renderWithProviders(<MarketAccountsSection />);
    fireEvent.click(await screen.findByTestId('market-tab-WeMakePrice'));
    const panel = await screen.findByTestId('market-panel-WeMakePrice');
    expect(within(panel).getByTestId('market-closed-notice').textContent).toBe(weMakePrice.closedNotice);
    expect(within(panel).queryByTestId('market-account-add')).toBeNull();
  });
});
