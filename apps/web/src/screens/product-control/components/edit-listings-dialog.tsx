import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditListings } from '../../../hooks/api/product-control';
import { errorMessage } from '../../../lib/api-error';

/**
 * 가격·재고·상품명 수정 for the chosen listings: only the values filled in are sent; the change runs as a
 * work (`onStarted` gets its number).
 */
export function EditListingsDialog({
  opened,
  listingIds,
  onClose,
  onStarted,
}: {
  opened: boolean;
  listingIds: readonly string[];
  onClose: () => void;
  onStarted: (work: { workNumber: number; total: number }) => void;
}) {
  const { t } = useTranslation();
  const [salePrice, setSalePrice] = useState<number | ''>('');
  const [stock, setStock] = useState<number | ''>('');
  const [title, setTitle] = useState('');
  const edit = useEditListings();
  const nothing = salePrice === '' && stock === '' && title.trim() === '';

  const close = () => {
    setSalePrice('');
    setStock('');
    setTitle('');
    edit.reset();
    onClose();
  };
  const submit = () =>
    edit.mutate(
      {
        listingIds: [...listingIds],
        ...(salePrice !== '' ? { salePrice } : {}),
        ...(stock !== '' ? { stock } : {}),
        ...(title.trim() ? { title: title.trim() } : {}),
      },
      {
        onSuccess: (work) => {
          onStarted(work);
          close();
        },
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('productControl.edit.title')}
      data-testid="listing-edit-dialog"
    >
      <Stack gap="md">
        <Text size="sm">{t('productControl.edit.description', { count: listingIds.length })}</Text>
        <NumberInput
          label={t('productControl.edit.salePrice')}
          value={salePrice}
          onChange={(value) => setSalePrice(typeof value === 'number' ? value : '')}
          min={10}
          max={1_000_000_000}
          step={100}
          thousandSeparator=","
          allowDecimal={false}
          data-testid="listing-edit-price"
        />
        <NumberInput
          label={t('productControl.edit.stock')}
          value={stock}
          onChange={(value) => setStock(typeof value === 'number' ? value : '')}
          min={0}
          max={99_999}
          allowDecimal={false}
          data-testid="listing-edit-stock"
        />
        <TextInput
          label={t('productControl.edit.name')}
          description={t('productControl.edit.nameHint')}
          value={title}
          maxLength={100}
          onChange={(event) => setTitle(event.currentTarget.value)}
          data-testid="listing-edit-title"
        />
        {edit.isError && (
          <Alert color="red" variant="light" data-testid="listing-edit-error">
            {errorMessage(edit.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('productControl.edit.cancel')}
          </Button>
          <Button
            onClick={submit}
            disabled={nothing}
            loading={edit.isPending}
            data-testid="listing-edit-submit"
          >
            {t('productControl.edit.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
