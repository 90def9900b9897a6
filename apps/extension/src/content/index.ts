import { PAGE_DATA_GLOBALS, detectPage } from '../shared/sites';
import { mountItemButton } from './item-button';
import { mountListPicker } from './list-picker';

/** Decides what the page is and mounts the product button or the list picker. */
function pageSignals() {
  const scripts = [...document.scripts].map((script) => (script.src ? '' : (script.textContent ?? '')));
  return { globals: PAGE_DATA_GLOBALS.filter((name) => scripts.some((text) => text.includes(name))) };
}

const page = detectPage(location.href, pageSignals());
if (page.kind === 'item') {
  mountItemButton(page.site);
} else if (page.kind === 'list') {
  mountListPicker();
}
