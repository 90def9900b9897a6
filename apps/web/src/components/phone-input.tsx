import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhoneNumber } from '../lib/phone';

type PhoneInputProps = Omit<TextInputProps, 'onChange' | 'type' | 'inputMode'> & {
  /** The typed number, already formatted with hyphens (010-1234-5678). */
  onChange: (value: string) => void;
};

/** The seller's phone number field (register, account), formatting as they type. */
export function PhoneInput({ onChange, ...props }: PhoneInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('common.fields.phone')}
      placeholder={t('common.fields.phonePlaceholder')}
      autoComplete="tel"
      required
      {...props}
      type="tel"
      inputMode="numeric"
      onChange={(event) => onChange(formatPhoneNumber(event.currentTarget.value))}
    />
  );
}
