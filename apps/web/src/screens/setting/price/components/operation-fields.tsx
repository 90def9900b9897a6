import { PRICE_OPERATORS, type PriceOperator } from '@sellerdesk/domain';
import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperationForm } from '../price-form';

/** Main then sub operation: an operator and a value each (an empty value skips the operation). */
export function OperationFields({
  value,
  onChange,
  testId,
  compact = false,
}: {
  value: OperationForm;
  onChange: (change: Partial<OperationForm>) => void;
  testId: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const operators = PRICE_OPERATORS.map((operator) => ({
    value: operator,
    label: t(`setting.price.operators.${operator}`),
  }));
  const part = (kind: 'main' | 'sub') => (
    <Group gap={4} wrap="nowrap" key={kind}>
      <Select
        aria-label={`${t(`setting.price.${kind}`)}`}
        label={compact ? undefined : t(`setting.price.${kind}`)}
        data={operators}
        value={value[`${kind}Type`]}
        onChange={(next) => next && onChange({ [`${kind}Type`]: next as PriceOperator })}
        allowDeselect={false}
        w={compact ? 100 : 130}
        size={compact ? 'xs' : 'sm'}
        data-testid={`${testId}-${kind}-type`}
      />
      <TextInput
        aria-label={`${t(`setting.price.${kind}`)} ${t('setting.price.value')}`}
        label={compact ? undefined : t('setting.price.value')}
        value={value[`${kind}Value`]}
        onChange={(event) => onChange({ [`${kind}Value`]: event.currentTarget.value })}
        inputMode="decimal"
        w={compact ? 68 : 110}
        size={compact ? 'xs' : 'sm'}
        data-testid={`${testId}-${kind}-value`}
      />
    </Group>
  );
  return (
    <Group gap="sm" wrap="nowrap" align="flex-end">
      {part('main')}
      {part('sub')}
    </Group>
  );
}
