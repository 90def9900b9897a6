import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { sanitizedFragment } from './html/sanitize';
import classes from './detail-editor.module.css';

/**
 * The seller's top or bottom template as it will surround the page at upload: shown, sanitised, not
 * editable here and not part of the editor's value.
 */
export function TemplatePreview({ html, label, testId }: { html: string; label: string; testId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.replaceChildren(sanitizedFragment(html));
  }, [html]);
  return (
    <section className={classes.template} aria-label={label} data-testid={testId}>
      <Text size="xs" c="dimmed" className={classes.templateLabel}>
        {label}
      </Text>
      <div ref={ref} className={classes.page} />
    </section>
  );
}
