import type { Command } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';

/** Runs a prosemirror command on the editor and gives the focus back to the text. */
export function runCommand(editor: Editor, command: Command): boolean {
  const done = command(editor.state, editor.view.dispatch, editor.view);
  editor.view.focus();
  return done;
}
