import { Center, Image, type ImageProps } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { API_BASE_URL } from '../app/http';
import { resolveImageUrl } from '../lib/images';

/** An image from the image store (relative to the API), or a neutral tile when there is none. */
export function StoredImage({
  src,
  alt,
  size,
  ...props
}: { src: string | null | undefined; alt: string; size: number } & Omit<ImageProps, 'src' | 'w' | 'h'>) {
  if (!src) {
    return (
      <Center
        w={size}
        h={size}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
        aria-label={alt}
      >
        <IconPhotoOff size={Math.round(size / 2.5)} color="var(--mantine-color-dimmed)" />
      </Center>
    );
  }
  return (
    <Image
      src={resolveImageUrl(src, API_BASE_URL, window.location.origin)}
      alt={alt}
      w={size}
      h={size}
      fit="cover"
      radius="sm"
      loading="lazy"
      style={{ flexShrink: 0 }}
      {...props}
    />
  );
}
