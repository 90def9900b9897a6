import { Group, NativeSelect } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import {
  IconAlignCenter,
  IconAlignJustified,
  IconAlignLeft,
  IconAlignRight,
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBold,
  IconClearFormatting,
  IconCode,
  IconHighlight,
  IconItalic,
  IconList,
  IconListNumbers,
  IconSeparatorHorizontal,
  IconStrikethrough,
  IconTextColor,
  IconUnderline,
  type Icon,
} from '@tabler/icons-react';
import { useEditorState, type Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { insertHorizontalRule, setAlign, setBlockTag, type Align, type BlockTag } from '../commands/blocks';
import { clearFormatting, setInlineStyle, toggleFormat } from '../commands/marks';
import { ColorControl } from './color-control';
import { GuideLink, ImageEditorControl, ImageTranslationGuide, ImageUploadControl } from './image-controls';
import { LinkControl } from './link-control';
import { TableControl } from './table-control';
import { readToolbarState } from './toolbar-state';
import { runCommand } from './run-command';

export const FONT_SIZES = [
  '10px',
  '12px',
  '13px',
  '14px',
  '16px',
  '18px',
  '20px',
  '24px',
  '28px',
  '32px',
  '36px',
  '48px',
];
const BLOCK_TAGS: BlockTag[] = ['p', 'h1', 'h2', 'h3', 'h4'];
const ALIGN_ICONS: Record<Align, Icon> = {
  left: IconAlignLeft,
  center: IconAlignCenter,
  right: IconAlignRight,
  justify: IconAlignJustified,
};
const ALIGN_LABELS = {
  left: 'alignLeft',
  center: 'alignCenter',
  right: 'alignRight',
  justify: 'alignJustify',
} as const;
const FORMATS = [
  { name: 'bold', icon: IconBold },
  { name: 'italic', icon: IconItalic },
  { name: 'underline', icon: IconUnderline },
  { name: 'strike', icon: IconStrikethrough },
] as const;

/** '18.0px' from a source site reads as the 18px entry. */
function fontSizeOption(value: string | null): string {
  if (!value) {
    return '';
  }
  const px = /^(\d+(?:\.\d+)?)px$/i.exec(value.trim());
  const normalized = px ? `${Number(px[1])}px` : value;
  return normalized;
}

export function DetailEditorToolbar({
  editor,
  source,
  onToggleSource,
  uploading,
  onFiles,
}: {
  editor: Editor;
  source: boolean;
  onToggleSource: () => void;
  uploading: boolean;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  const [guideOpened, setGuideOpened] = useState(false);
  const state = useEditorState({ editor, selector: ({ editor: current }) => readToolbarState(current) });
  const disabled = source;
  const control = (
    key: string,
    label: string,
    icon: Icon,
    onClick: () => void,
    extra: { active?: boolean; disabled?: boolean } = {},
  ) => {
    const ControlIcon = icon;
    return (
      <RichTextEditor.Control
        key={key}
        aria-label={label}
        title={label}
        active={extra.active}
        disabled={disabled || extra.disabled}
        onClick={onClick}
        data-testid={`detail-editor-${key}`}
      >
        <ControlIcon size={16} stroke={1.6} />
      </RichTextEditor.Control>
    );
  };
  const fontSize = fontSizeOption(state.fontSize);
  const sizeOptions = fontSize && !FONT_SIZES.includes(fontSize) ? [fontSize, ...FONT_SIZES] : FONT_SIZES;

  return (
    <>
      <Group
        gap={6}
        wrap="wrap"
        aria-label={t('detailEditor.toolbar.label')}
        role="toolbar"
        style={{ flex: 1 }}
      >
        <RichTextEditor.ControlsGroup>
          {control(
            'undo',
            t('detailEditor.toolbar.undo'),
            IconArrowBackUp,
            () => editor.chain().focus().undo().run(),
            {
              disabled: !state.canUndo,
            },
          )}
          {control(
            'redo',
            t('detailEditor.toolbar.redo'),
            IconArrowForwardUp,
            () => editor.chain().focus().redo().run(),
            {
              disabled: !state.canRedo,
            },
          )}
        </RichTextEditor.ControlsGroup>
        <NativeSelect
          size="xs"
          aria-label={t('detailEditor.toolbar.blockStyle')}
          title={t('detailEditor.toolbar.blockStyle')}
          disabled={disabled}
          value={state.blockTag}
          data={BLOCK_TAGS.map((tag) => ({
            value: tag,
            label: t(`detailEditor.toolbar.blockStyles.${tag}`),
          }))}
          onChange={(event) => runCommand(editor, setBlockTag(event.currentTarget.value as BlockTag))}
          data-testid="detail-editor-block-style"
        />
        <NativeSelect
          size="xs"
          aria-label={t('detailEditor.toolbar.fontSize')}
          title={t('detailEditor.toolbar.fontSize')}
          disabled={disabled}
          value={fontSize}
          data={[
            { value: '', label: t('detailEditor.toolbar.fontSizeDefault') },
            ...sizeOptions.map((size) => ({ value: size, label: size })),
          ]}
          onChange={(event) =>
            runCommand(editor, setInlineStyle('font-size', event.currentTarget.value || null))
          }
          data-testid="detail-editor-font-size"
        />
        <RichTextEditor.ControlsGroup>
          {FORMATS.map(({ name, icon }) =>
            control(
              name,
              t(`detailEditor.toolbar.${name}`),
              icon,
              () => runCommand(editor, toggleFormat(name)),
              {
                active: state[name],
              },
            ),
          )}
          <ColorControl
            editor={editor}
            property="color"
            label={t('detailEditor.toolbar.color')}
            icon={IconTextColor}
            current={state.color}
            disabled={disabled}
            testId="detail-editor-color"
          />
          <ColorControl
            editor={editor}
            property="background-color"
            label={t('detailEditor.toolbar.background')}
            icon={IconHighlight}
            current={state.background}
            disabled={disabled}
            testId="detail-editor-background"
          />
          {control('clear-formatting', t('detailEditor.toolbar.clearFormatting'), IconClearFormatting, () =>
            runCommand(editor, clearFormatting),
          )}
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          {(Object.keys(ALIGN_ICONS) as Align[]).map((align) =>
            control(
              `align-${align}`,
              t(`detailEditor.toolbar.${ALIGN_LABELS[align]}`),
              ALIGN_ICONS[align],
              () => runCommand(editor, setAlign(align)),
              { active: state.align === align },
            ),
          )}
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          {control(
            'bullet-list',
            t('detailEditor.toolbar.bulletList'),
            IconList,
            () => editor.chain().focus().toggleList('bulletList', 'listItem').run(),
            { active: state.bulletList },
          )}
          {control(
            'ordered-list',
            t('detailEditor.toolbar.orderedList'),
            IconListNumbers,
            () => editor.chain().focus().toggleList('orderedList', 'listItem').run(),
            { active: state.orderedList },
          )}
          {control('hr', t('detailEditor.toolbar.horizontalRule'), IconSeparatorHorizontal, () =>
            runCommand(editor, insertHorizontalRule),
          )}
        </RichTextEditor.ControlsGroup>
        {!disabled && (
          <RichTextEditor.ControlsGroup>
            <LinkControl editor={editor} current={state.link} />
            <TableControl editor={editor} inTable={state.inTable} enabled={state.table} />
            <ImageUploadControl imageSelected={state.imageSelected} uploading={uploading} onFiles={onFiles} />
            <ImageEditorControl onOpenGuide={() => setGuideOpened(true)} />
          </RichTextEditor.ControlsGroup>
        )}
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Control
            aria-label={source ? t('detailEditor.toolbar.visual') : t('detailEditor.toolbar.source')}
            title={source ? t('detailEditor.toolbar.visual') : t('detailEditor.toolbar.source')}
            active={source}
            onClick={onToggleSource}
            data-testid="detail-editor-source-toggle"
          >
            <IconCode size={16} stroke={1.6} />
          </RichTextEditor.Control>
        </RichTextEditor.ControlsGroup>
      </Group>
      <GuideLink onOpen={() => setGuideOpened(true)} />
      <ImageTranslationGuide opened={guideOpened} onClose={() => setGuideOpened(false)} />
    </>
  );
}
