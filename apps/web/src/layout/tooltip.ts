// Mantine's Tooltip alone, so `LazyTooltip` can fetch it as its own chunk.
export { Tooltip } from '@mantine/core';
