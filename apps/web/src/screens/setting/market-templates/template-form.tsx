import type { Market } from '@sellerdesk/domain';
import type { MarketAccountView, MarketTemplateBody, MarketTemplateView } from '@sellerdesk/domain/api';
import {
  Alert,
  Button,
  Divider,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarketAddresses, useMarketCouriers } from '../../../hooks/api/market-templates';
import { errorMessage } from '../../../lib/api-error';

type DeliveryType = 'free' | 'pay' | 'conditional';
const DELIVERY_TYPES: readonly DeliveryType[] = ['free', 'pay', 'conditional'];

export type TemplateFormValues = { templateName: string; body: MarketTemplateBody };
type Errors = Partial<
  Record<'templateName' | 'accountId' | 'sendExchange' | 'recvExchange' | 'noticeValues', string>
>;

function noticeText(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

/**
 * One market template: the account first, then 출고지/반품지 and the courier picked from that account's
 * own lists at the market (a market error shows its Korean reason in place), the listing defaults, and
 * Korean messages beside the fields that are missing.
 */
export function TemplateForm({
  market,
  initial,
  accounts,
  saving,
  error,
  onSubmit,
  onCancel,
}: {
  market: Market;
  initial: MarketTemplateView;
  accounts: readonly MarketAccountView[];
  saving: boolean;
  error: string | null;
  onSubmit: (values: TemplateFormValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [templateName, setTemplateName] = useState(initial.saved ? initial.templateName : '');
  const [accountId, setAccountId] = useState<string | null>(
    initial.accountId ?? (accounts.length === 1 ? (accounts[0]?.id ?? null) : null),
  );
  const [sendExchange, setSendExchange] = useState<string | null>(initial.sendExchange || null);
  const [recvExchange, setRecvExchange] = useState<string | null>(initial.recvExchange || null);
  const [courierId, setCourierId] = useState<string | null>(initial.courierId || null);
  const [brandName, setBrandName] = useState(initial.brandName);
  const [manufacturer, setManufacturer] = useState(initial.manufacturer);
  const [originArea, setOriginArea] = useState(initial.originArea);
  const [asPhone, setAsPhone] = useState(initial.afterService.phone);
  const [asContent, setAsContent] = useState(initial.afterService.content);
  const [deliveryType, setDeliveryType] = useState<DeliveryType>(initial.delivery.type);
  const [basicPrice, setBasicPrice] = useState<number>(initial.delivery.basicPrice);
  const [returnPrice, setReturnPrice] = useState<number>(initial.delivery.returnPrice);
  const [exchangePrice, setExchangePrice] = useState<number>(initial.delivery.exchangePrice);
  const [freeDeliveryOver, setFreeDeliveryOver] = useState<number>(initial.freeDeliveryOver);
  const [dispatchDays, setDispatchDays] = useState<number>(initial.dispatchDays);
  const [topHtml, setTopHtml] = useState(initial.topHtml);
  const [bottomHtml, setBottomHtml] = useState(initial.bottomHtml);
  const [notices, setNotices] = useState(noticeText(initial.noticeValues));
  const [errors, setErrors] = useState<Errors>({});

  // A field's message goes as soon as the seller changes that field.
  const clear = (key: keyof Errors) =>
    setErrors((current) => {
      const { [key]: _gone, ...rest } = current;
      return rest;
    });

  const addresses = useMarketAddresses(market, accountId);
  const couriers = useMarketCouriers(market, accountId);
  const addressOption = (address: { id: string; name: string; address: string }) => ({
    value: address.id,
    label: `${address.name} (${address.address})`,
  });
  const lookupError = addresses.error ?? couriers.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!templateName.trim()) {
      next.templateName = t('marketTemplates.validation.templateName');
    }
    if (!accountId) {
      next.accountId = t('marketTemplates.validation.account');
    }
    if (!sendExchange) {
      next.sendExchange = t('marketTemplates.validation.sendExchange');
    }
    if (!recvExchange) {
      next.recvExchange = t('marketTemplates.validation.recvExchange');
    }
    const noticeValues: Record<string, string> = {};
    for (const line of notices
      .split('\n')
      .map((text) => text.trim())
      .filter(Boolean)) {
      const at = line.indexOf('=');
      if (at <= 0) {
        next.noticeValues = t('marketTemplates.validation.noticeLine', { line });
        break;
      }
      noticeValues[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
    setErrors(next);
    if (Object.keys(next).length > 0 || !accountId || !sendExchange || !recvExchange) {
      return;
    }
    onSubmit({
      templateName: templateName.trim(),
      body: {
        accountId,
        brandName,
        manufacturer,
        originArea,
        sendExchange,
        recvExchange,
        courierId: courierId ?? '',
        afterService: { phone: asPhone, content: asContent },
        delivery: {
          type: deliveryType,
          repeat: initial.delivery.repeat,
          basicPrice,
          returnPrice,
          exchangePrice,
        },
        freeDeliveryOver,
        dispatchDays,
        noticeGroupId: initial.noticeGroupId,
        noticeValues,
        topHtml,
        bottomHtml,
        priceSettings: null,
      },
    });
  };

  const lookupPlaceholder = !accountId
    ? t('marketTemplates.chooseAccountFirst')
    : addresses.isFetching
      ? t('marketTemplates.lookupLoading')
      : undefined;
  const money = (value: number | string) => (typeof value === 'number' ? value : Number(value) || 0);

  return (
    <form onSubmit={submit} noValidate data-testid="market-template-form">
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {t('marketTemplates.sections.basic')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('marketTemplates.fields.templateName')}
            value={templateName}
            onChange={(event) => {
              setTemplateName(event.currentTarget.value);
              clear('templateName');
            }}
            disabled={initial.saved}
            maxLength={50}
            withAsterisk
            error={errors.templateName}
            data-testid="template-name"
          />
          <Select
            label={t('marketTemplates.fields.account')}
            data={accounts.map((account) => ({ value: account.id, label: account.label }))}
            value={accountId}
            onChange={(value) => {
              setAccountId(value);
              clear('accountId');
              setSendExchange(null);
              setRecvExchange(null);
              setCourierId(null);
            }}
            withAsterisk
            error={errors.accountId}
            data-testid="template-account"
          />
          <TextInput
            label={t('marketTemplates.fields.brandName')}
            value={brandName}
            onChange={(event) => setBrandName(event.currentTarget.value)}
            maxLength={100}
            data-testid="template-brand"
          />
          <TextInput
            label={t('marketTemplates.fields.manufacturer')}
            value={manufacturer}
            onChange={(event) => setManufacturer(event.currentTarget.value)}
            maxLength={100}
            data-testid="template-manufacturer"
          />
          <TextInput
            label={t('marketTemplates.fields.originArea')}
            value={originArea}
            onChange={(event) => setOriginArea(event.currentTarget.value)}
            maxLength={100}
            data-testid="template-origin"
          />
        </SimpleGrid>

        <Divider label={t('marketTemplates.sections.address')} labelPosition="left" />
        {lookupError && (
          <Alert color="red" variant="light" data-testid="template-lookup-error">
            {errorMessage(lookupError)}
          </Alert>
        )}
        {addresses.data && addresses.data.shipping.length + addresses.data.return.length === 0 && (
          <Alert color="yellow" variant="light">
            {t('marketTemplates.noAddresses')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('marketTemplates.fields.sendExchange')}
            data={(addresses.data?.shipping ?? []).map(addressOption)}
            value={sendExchange}
            onChange={(value) => {
              setSendExchange(value);
              clear('sendExchange');
            }}
            placeholder={lookupPlaceholder}
            disabled={!accountId}
            withAsterisk
            error={errors.sendExchange}
            data-testid="template-send"
          />
          <Select
            label={t('marketTemplates.fields.recvExchange')}
            data={(addresses.data?.return ?? []).map(addressOption)}
            value={recvExchange}
            onChange={(value) => {
              setRecvExchange(value);
              clear('recvExchange');
            }}
            placeholder={lookupPlaceholder}
            disabled={!accountId}
            withAsterisk
            error={errors.recvExchange}
            data-testid="template-recv"
          />
          <Select
            label={t('marketTemplates.fields.courier')}
            data={(couriers.data?.couriers ?? []).map((courier) => ({
              value: courier.id,
              label: courier.name,
            }))}
            value={courierId}
            onChange={setCourierId}
            disabled={!accountId}
            searchable
            clearable
            data-testid="template-courier"
          />
        </SimpleGrid>

        <Divider label={t('marketTemplates.sections.delivery')} labelPosition="left" />
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <Select
            label={t('marketTemplates.fields.deliveryType')}
            data={DELIVERY_TYPES.map((type) => ({
              value: type,
              label: t(`marketTemplates.deliveryTypes.${type}`),
            }))}
            value={deliveryType}
            onChange={(value) => setDeliveryType((value as DeliveryType | null) ?? 'pay')}
            allowDeselect={false}
            data-testid="template-delivery-type"
          />
          <NumberInput
            label={t('marketTemplates.fields.basicPrice')}
            value={basicPrice}
            onChange={(value) => setBasicPrice(money(value))}
            min={0}
            step={500}
            thousandSeparator=","
            disabled={deliveryType === 'free'}
            data-testid="template-basic-price"
          />
          {deliveryType === 'conditional' && (
            <NumberInput
              label={t('marketTemplates.fields.freeDeliveryOver')}
              value={freeDeliveryOver}
              onChange={(value) => setFreeDeliveryOver(money(value))}
              min={0}
              step={1000}
              thousandSeparator=","
            />
          )}
          <NumberInput
            label={t('marketTemplates.fields.returnPrice')}
            value={returnPrice}
            onChange={(value) => setReturnPrice(money(value))}
            min={0}
            step={500}
            thousandSeparator=","
            data-testid="template-return-price"
          />
          <NumberInput
            label={t('marketTemplates.fields.exchangePrice')}
            value={exchangePrice}
            onChange={(value) => setExchangePrice(money(value))}
            min={0}
            step={500}
            thousandSeparator=","
            data-testid="template-exchange-price"
          />
          <NumberInput
            label={t('marketTemplates.fields.dispatchDays')}
            value={dispatchDays}
            onChange={(value) => setDispatchDays(Math.max(1, Math.min(30, money(value))))}
            min={1}
            max={30}
          />
        </SimpleGrid>

        <Divider label={t('marketTemplates.sections.afterService')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('marketTemplates.fields.asPhone')}
            value={asPhone}
            onChange={(event) => setAsPhone(event.currentTarget.value)}
            maxLength={20}
            data-testid="template-as-phone"
          />
          <TextInput
            label={t('marketTemplates.fields.asContent')}
            value={asContent}
            onChange={(event) => setAsContent(event.currentTarget.value)}
            maxLength={1000}
            data-testid="template-as-content"
          />
        </SimpleGrid>

        <Divider label={t('marketTemplates.sections.html')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea
            label={t('marketTemplates.fields.topHtml')}
            value={topHtml}
            onChange={(event) => setTopHtml(event.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={6}
          />
          <Textarea
            label={t('marketTemplates.fields.bottomHtml')}
            value={bottomHtml}
            onChange={(event) => setBottomHtml(event.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={6}
          />
        </SimpleGrid>

        <Divider label={t('marketTemplates.sections.notice')} labelPosition="left" />
        <Textarea
          label={t('marketTemplates.fields.noticeValues')}
          description={t('marketTemplates.fields.noticeValuesHelp')}
          value={notices}
          onChange={(event) => setNotices(event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={6}
          error={errors.noticeValues}
        />
        <Text size="sm" c="dimmed">
          {t('marketTemplates.fields.price')}: {t('marketTemplates.fields.priceHelp')}
        </Text>

        {error && (
          <Alert color="red" data-testid="market-template-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('marketTemplates.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="market-template-save">
            {t('marketTemplates.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
