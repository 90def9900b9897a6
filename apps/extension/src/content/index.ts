import { detectPage } from '../shared/sites';
import { mountItemButton } from './item-button';
import { mountListPicker } from './list-picker';

/** Decides what the page is and mounts the product button or the list picker. */
function pageSignals() {
  const scripts = [...document.scripts].map((script) => (script.src ? '' : (script.textContent ?? '')));
  return {
    hasIceContext: scripts.some((text) => text.includes('__ICE_APP_CONTEXT__')),
    hasInitData: scripts.some((text) => text.includes('__INIT_DATA')),
  };
}

const page = detectPage(location.href, pageSignals());
if (page.kind === 'item') {
  mountItemButton(page.site);
} else if (page.kind === 'list') {
  mountListPicker();
}
