import { MAX_MAIN_IMAGES, validateImageFile } from '@sellerdesk/domain';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StoredImage } from '../../../../components/stored-image';
import { useUploadImages } from '../../../../hooks/api/images';
import { errorMessage } from '../../../../lib/api-error';
import { addImage, moveImage } from './edit-model';

/**
 * The main images: drag to reorder (or the arrows), make one the representative (first), remove, and
 * add by upload. Files are checked before sending (jpeg/jpg/png, 200 MB) and again by the server by bytes.
 */
export function ImagesSection({
  images,
  onChange,
}: {
  images: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadImages();
  const [dragging, setDragging] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onFiles = async (files: File[]) => {
    setProblem(null);
    for (const file of files) {
      const check = validateImageFile(file);
      if (!check.valid) {
        setProblem(check.reason);
        return;
      }
    }
    try {
      const { images: uploaded } = await upload.mutateAsync({ type: 'main', files });
      let next = images;
      for (const image of uploaded) {
        const added = addImage(next, image.url);
        if (!added.ok) {
          setProblem(added.message);
          break;
        }
        next = added.value;
      }
      onChange(next);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        {t('catalogueEdit.images.hint', { max: MAX_MAIN_IMAGES })}
      </Text>
      {problem && (
        <Alert color="red" variant="light" data-testid="image-problem">
          {problem}
        </Alert>
      )}
      {images.length === 0 && (
        <Text size="sm" c="red">
          {t('catalogueEdit.images.empty')}
        </Text>
      )}
      <Group gap="sm" data-testid="edit-images">
        {images.map((url, index) => (
          <Paper
            key={url}
            withBorder
            p={4}
            draggable
            onDragStart={() => setDragging(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragging != null) {
                onChange(moveImage(images, dragging, index));
              }
              setDragging(null);
            }}
            style={{ cursor: 'grab', opacity: dragging === index ? 0.5 : 1 }}
            data-testid="edit-image"
            data-url={url}
          >
            <Stack gap={4} align="center">
              <StoredImage src={url} alt={`${index + 1}`} size={96} />
              <Group gap={2} wrap="nowrap">
                {index === 0 ? (
                  <Badge size="xs" color="teal" data-testid="representative">
                    {t('catalogueEdit.images.representative')}
                  </Badge>
                ) : (
                  <Tooltip label={t('catalogueEdit.images.makeRepresentative')}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={t('catalogueEdit.images.makeRepresentative')}
                      onClick={() => onChange(moveImage(images, index, 0))}
                      data-testid="make-representative"
                    >
                      <IconStar size={14} />
                    </ActionIcon>
                  </Tooltip>
                )}
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  disabled={index === 0}
                  aria-label={t('catalogueEdit.images.moveLeft')}
                  onClick={() => onChange(moveImage(images, index, index - 1))}
                >
                  <IconArrowLeft size={14} />
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  disabled={index === images.length - 1}
                  aria-label={t('catalogueEdit.images.moveRight')}
                  onClick={() => onChange(moveImage(images, index, index + 1))}
                  data-testid="move-image-right"
                >
                  <IconArrowRight size={14} />
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('catalogueEdit.images.remove')}
                  onClick={() => onChange(images.filter((image) => image !== url))}
                  data-testid="remove-image"
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Group>
      <FileButton onChange={(files) => void onFiles(files)} multiple>
        {(props) => (
          <Button
            {...props}
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPhotoPlus size={14} />}
            loading={upload.isPending}
            disabled={images.length >= MAX_MAIN_IMAGES}
            data-testid="upload-main-image"
          >
            {t('catalogueEdit.images.upload')}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
