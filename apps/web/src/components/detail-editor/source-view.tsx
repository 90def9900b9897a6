import { Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './detail-editor.module.css';

/** How long the seller may pause typing HTML before the editor takes it. */
export const SOURCE_DELAY_MS = 400;

/**
 * The HTML source of the page. Edits reach the editor (and onChange) after a pause, and at once when the
 * seller leaves the field or switches back; the text shown is the seller's own until then.
 */
export function SourceView({
  initial,
  readOnly,
  onApply,
  registerFlush,
}: {
  initial: string;
  readOnly: boolean;
  onApply: (html: string) => void;
  registerFlush: (flush: (() => void) | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onApplyRef = useRef(onApply);
  useEffect(() => {
    onApplyRef.current = onApply;
  }, [onApply]);

  useEffect(() => {
    const flush = () => {
      if (timer.current !== null) {
        clearTimeout(timer.current);
        timer.current = null;
      }
      if (pending.current !== null) {
        const html = pending.current;
        pending.current = null;
        onApplyRef.current(html);
      }
    };
    registerFlush(flush);
    return () => {
      flush();
      registerFlush(null);
    };
  }, [registerFlush]);

  return (
    <div className={classes.source}>
      <Text size="xs" c="dimmed" mb={6}>
        {t('detailEditor.sourceHint')}
      </Text>
      <Textarea
        aria-label={t('detailEditor.sourceLabel')}
        value={text}
        readOnly={readOnly}
        spellCheck={false}
        autosize={false}
        classNames={{ input: classes.sourceInput, wrapper: classes.sourceWrapper, root: classes.sourceRoot }}
        data-testid="detail-editor-source"
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          pending.current = next;
          if (timer.current !== null) {
            clearTimeout(timer.current);
          }
          timer.current = setTimeout(() => {
            timer.current = null;
            if (pending.current !== null) {
              const html = pending.current;
              pending.current = null;
              onApplyRef.current(html);
            }
          }, SOURCE_DELAY_MS);
        }}
        onBlur={() => {
          if (timer.current !== null) {
            clearTimeout(timer.current);
            timer.current = null;
          }
          if (pending.current !== null) {
            const html = pending.current;
            pending.current = null;
            onApplyRef.current(html);
          }
        }}
      />
    </div>
  );
}
