import type { TermItem } from '@sellerdesk/domain/api';
import {
  Anchor,
  Badge,
  Checkbox,
  Collapse,
  Divider,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  terms: readonly TermItem[];
  consents: Record<string, boolean>;
  onChange: (consents: Record<string, boolean>) => void;
  error?: React.ReactNode;
};

/** Registration terms: one checkbox per term (필수/선택), each readable in place, and "전체 동의". */
export function TermsConsent({ terms, consents, onChange, error }: Props) {
  const { t } = useTranslation();
  const [openTerm, setOpenTerm] = useState<string | null>(null);
  const agreedCount = terms.filter((term) => consents[term.id]).length;
  const allAgreed = terms.length > 0 && agreedCount === terms.length;

  const setAll = (agreed: boolean) => onChange(Object.fromEntries(terms.map((term) => [term.id, agreed])));

  return (
    <Paper withBorder p="md" data-testid="terms-consent">
      <Stack gap="sm">
        <Checkbox
          checked={allAgreed}
          indeterminate={agreedCount > 0 && !allAgreed}
          onChange={(event) => setAll(event.currentTarget.checked)}
          label={
            <Text fw={700} size="sm">
              {t('auth.register.agreeAll')}
            </Text>
          }
          description={t('auth.register.agreeAllHint')}
          data-testid="agree-all"
        />
        <Divider />
        {terms.map((term) => {
          const opened = openTerm === term.id;
          return (
            <Stack key={term.id} gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Checkbox
                  checked={consents[term.id] ?? false}
                  onChange={(event) => onChange({ ...consents, [term.id]: event.currentTarget.checked })}
                  label={
                    <Group gap={6} wrap="nowrap" align="flex-start">
                      <Badge
                        style={{ flexShrink: 0 }}
                        mt={2}
                        size="xs"
                        variant={term.required ? 'filled' : 'light'}
                        color={term.required ? 'brand' : 'gray'}
                      >
                        {term.required ? t('auth.register.required') : t('auth.register.optional')}
                      </Badge>
                      <Text size="sm">{term.title}</Text>
                    </Group>
                  }
                  data-term={term.id}
                />
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() => setOpenTerm(opened ? null : term.id)}
                  aria-expanded={opened}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {opened ? t('auth.register.hideTerms') : t('auth.register.showTerms')}
                </Anchor>
              </Group>
              <Collapse expanded={opened}>
                <ScrollArea.Autosize mah={180} type="auto" offsetScrollbars>
                  <Text
                    size="xs"
                    c="dimmed"
                    style={{ whiteSpace: 'pre-line' }}
                    p="xs"
                    bg="var(--mantine-color-default-hover)"
                  >
                    {term.content}
                  </Text>
                </ScrollArea.Autosize>
              </Collapse>
            </Stack>
          );
        })}
        {error && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
