/**
 * The extension's own elements on the sites' pages, inside shadow roots so neither side's CSS leaks
 * into the other. One fixed layer holds the floating button or the list panel and the toasts.
 */

export const BRAND_ICON = `<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round"><path d="M3 21h18"/><path d="M3 7v1a3 3 0 0 0 6 0V7m0 1a3 3 0 0 0 6 0V7m0 1a3 3 0 0 0 6 0V7H3l2-4h14l2 4"/><path d="M5 21V10.85M19 21V10.85"/><path d="M9 21v-4a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v4"/></svg>`;

const STYLES = `
:host { all: initial; }
* { box-sizing: border-box; font-family: "Pretendard", "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans KR", system-ui, sans-serif; }
.layer { position: fixed; right: 24px; bottom: 24px; z-index: 2147483600; display: flex; flex-direction: column; align-items: flex-end; gap: 10px; pointer-events: none; }
.layer > * { pointer-events: auto; }
.collect-button { display: inline-flex; align-items: center; gap: 8px; height: 48px; padding: 0 20px 0 16px; border: 0; border-radius: 999px; background: #0081c8; color: #fff; font-size: 15px; font-weight: 700; letter-spacing: -0.01em; cursor: pointer; box-shadow: 0 8px 24px rgba(0, 70, 120, 0.28), 0 2px 6px rgba(0, 0, 0, 0.12); transition: transform .15s ease, background .15s ease; }
.collect-button:hover { background: #006fae; transform: translateY(-1px); }
.collect-button:disabled { background: #5b9cc4; cursor: progress; transform: none; }
.collect-button .mark { display: inline-flex; width: 28px; height: 28px; border-radius: 50%; background: rgba(255,255,255,.18); align-items: center; justify-content: center; }
.spinner { width: 16px; height: 16px; border-radius: 50%; border: 2px solid rgba(255,255,255,.4); border-top-color: #fff; animation: spin .8s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }
.toasts { display: flex; flex-direction: column; gap: 8px; align-items: flex-end; }
.toast { width: 340px; display: flex; gap: 10px; padding: 14px 16px; border-radius: 12px; background: #fff; color: #1f2937; box-shadow: 0 10px 30px rgba(15, 23, 42, .18); border-left: 4px solid #0081c8; font-size: 13px; line-height: 1.5; animation: rise .2s ease; }
.toast.success { border-left-color: #2f9e44; }
.toast.error { border-left-color: #e03131; }
.toast .icon { flex: none; width: 22px; height: 22px; border-radius: 50%; display: inline-flex; align-items: center; justify-content: center; color: #fff; font-size: 13px; font-weight: 700; background: #0081c8; }
.toast.success .icon { background: #2f9e44; }
.toast.error .icon { background: #e03131; }
.toast .title { font-weight: 700; font-size: 14px; margin-bottom: 2px; }
.toast .detail { color: #4b5563; word-break: keep-all; }
.toast .close { margin-left: auto; align-self: flex-start; border: 0; background: none; color: #9ca3af; font-size: 16px; cursor: pointer; padding: 0 0 0 6px; }
@keyframes rise { from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; } }
.panel { width: 320px; background: #fff; color: #1f2937; border-radius: 16px; box-shadow: 0 12px 36px rgba(15, 23, 42, .22); overflow: hidden; font-size: 13px; }
.panel header { display: flex; align-items: center; gap: 8px; padding: 12px 16px; background: #0081c8; color: #fff; font-weight: 700; font-size: 14px; }
.panel header .count { margin-left: auto; font-weight: 500; font-size: 12px; opacity: .9; }
.panel header .toggle { border: 0; border-radius: 6px; padding: 2px 8px; background: rgba(255,255,255,.2); color: #fff; font-size: 12px; font-weight: 600; cursor: pointer; }
.panel header .toggle:hover { background: rgba(255,255,255,.3); }
.panel .body[hidden] { display: none; }
.panel .body { padding: 14px 16px 16px; display: flex; flex-direction: column; gap: 10px; }
.panel .row { display: flex; gap: 8px; }
.panel .ghost { flex: 1; height: 32px; border-radius: 8px; border: 1px solid #d0d7de; background: #fff; color: #374151; font-size: 12px; cursor: pointer; }
.panel .ghost:hover { background: #f3f6f9; }
.panel .primary { height: 42px; border-radius: 10px; border: 0; background: #0081c8; color: #fff; font-size: 14px; font-weight: 700; cursor: pointer; }
.panel .primary:hover { background: #006fae; }
.panel .primary:disabled { background: #b6cfe0; cursor: not-allowed; }
.panel .hint { color: #6b7280; font-size: 12px; line-height: 1.5; word-break: keep-all; }
.status { border-radius: 10px; padding: 10px 12px; background: #f1f7fc; color: #0b4f7c; line-height: 1.5; word-break: keep-all; }
.status.warn { background: #fff4e6; color: #a34700; }
.status.done { background: #ebfbee; color: #1b6b2c; }
.progress { height: 6px; border-radius: 3px; background: #dbe7f0; overflow: hidden; margin-top: 8px; }
.progress > div { height: 100%; background: #0081c8; transition: width .3s ease; }
.status.warn .progress > div { background: #e8590c; }
.status.done .progress > div { background: #2f9e44; }
.status .actions { display: flex; gap: 8px; margin-top: 10px; }
.status .actions button { flex: 1; height: 32px; border-radius: 8px; border: 0; font-size: 12px; font-weight: 700; cursor: pointer; }
.status .actions .resume { background: #e8590c; color: #fff; }
.status .actions .cancel { background: #fff; color: #374151; border: 1px solid #d0d7de; }
`;

export function createLayer(id: string): { root: ShadowRoot; layer: HTMLDivElement } {
  document.getElementById(id)?.remove();
  const host = document.createElement('div');
  host.id = id;
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLES;
  const layer = document.createElement('div');
  layer.className = 'layer';
  root.append(style, layer);
  document.documentElement.append(host);
  return { root, layer };
}

export type ToastKind = 'success' | 'error' | 'info';

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { className?: string; text?: string; attrs?: Record<string, string> } = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) {
    node.className = props.className;
  }
  if (props.text != null) {
    node.textContent = props.text;
  }
  for (const [name, value] of Object.entries(props.attrs ?? {})) {
    node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}

/** Shows a toast above the button/panel; it goes away by itself (errors stay longer). */
export function showToast(
  container: HTMLElement,
  kind: ToastKind,
  title: string,
  detail: string,
): HTMLElement {
  const icon = kind === 'success' ? '✓' : kind === 'error' ? '!' : 'i';
  const close = el('button', { className: 'close', text: '×', attrs: { 'aria-label': '닫기' } });
  const toast = el(
    'div',
    { className: `toast ${kind}`, attrs: { role: kind === 'error' ? 'alert' : 'status' } },
    [
      el('span', { className: 'icon', text: icon }),
      el('div', {}, [
        el('div', { className: 'title', text: title }),
        el('div', { className: 'detail', text: detail }),
      ]),
      close,
    ],
  );
  const remove = () => toast.remove();
  close.addEventListener('click', remove);
  setTimeout(remove, kind === 'error' ? 12_000 : 8_000);
  container.prepend(toast);
  return toast;
}
