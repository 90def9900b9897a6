import { ask } from '../shared/messages';
import { statusText, summarize } from '../shared/run';
import type { ListRun, NewRunItem } from '../shared/run';
import { itemKey, itemOfLink } from '../shared/sites';
import { onStateChange, readState } from '../shared/storage';
import { BRAND_ICON, createLayer, el, showToast } from './ui';

/**
 * Checkboxes on the item cards of a search or shop page and a panel to collect the ticked ones. Cards
 * are found by their links to item pages, so the sites' changing class names do not matter: a card is
 * the largest element around such a link that holds no link to another item.
 */

const LAYER_ID = 'sellerdesk-extension-layer';
const PICK_ATTR = 'data-sellerdesk-pick';
const PICK_STYLES = `
:host { all: initial; position: absolute; top: 8px; left: 8px; z-index: 2147483000; }
button { display: inline-flex; align-items: center; gap: 6px; height: 30px; padding: 0 10px 0 6px; border-radius: 999px; border: 1px solid rgba(0,0,0,.08); background: rgba(255,255,255,.95); color: #374151; font: 600 12px "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans KR", system-ui, sans-serif; cursor: pointer; box-shadow: 0 2px 8px rgba(0,0,0,.15); }
.box { width: 18px; height: 18px; border-radius: 5px; border: 2px solid #9aa5b1; background: #fff; display: inline-flex; align-items: center; justify-content: center; color: #fff; font-size: 12px; line-height: 1; }
button[aria-checked="true"] { background: #0081c8; color: #fff; border-color: #0081c8; }
button[aria-checked="true"] .box { border-color: #fff; background: #fff; color: #0081c8; }
`;

type Card = { key: string; item: NewRunItem; element: HTMLElement; button: HTMLButtonElement };

function linkKey(anchor: HTMLAnchorElement): { key: string; item: NewRunItem } | null {
  const found = itemOfLink(anchor.getAttribute('href') ?? '', location.href);
  return found ? { key: itemKey(found.site, found.itemId), item: { ...found, title: '' } } : null;
}

/** The largest ancestor (up to a few levels) whose item links all point at the same product. */
function cardOf(anchor: HTMLAnchorElement, key: string): HTMLElement {
  let card: HTMLElement = anchor;
  for (let depth = 0; depth < 6; depth++) {
    const parent = card.parentElement;
    if (!parent || parent === document.body) {
      break;
    }
    const keys = new Set(
      [...parent.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => linkKey(a)?.key).filter(Boolean),
    );
    if (keys.size !== 1 || !keys.has(key)) {
      break;
    }
    card = parent;
  }
  return card;
}

function titleOf(card: HTMLElement): string {
  const titled = card.querySelector<HTMLElement>('[class*="title" i], [class*="Title"], h3, h4');
  const text = (titled?.innerText || card.innerText || card.querySelector('img')?.alt || '').trim();
  return text.split('\n')[0]!.slice(0, 120);
}

export function mountListPicker(): void {
  const cards = new Map<string, Card>();
  const ticked = new Set<string>();
  const { layer } = createLayer(LAYER_ID);
  const toasts = el('div', { className: 'toasts' });
  const count = el('span', { className: 'count' });
  const collect = el('button', { className: 'primary', attrs: { type: 'button' } });
  const selectAll = el('button', { className: 'ghost', text: '전체 선택', attrs: { type: 'button' } });
  const clear = el('button', { className: 'ghost', text: '선택 해제', attrs: { type: 'button' } });
  const status = el('div', { className: 'status-slot' });
  const mark = el('span');
  mark.innerHTML = BRAND_ICON;
  const toggle = el('button', {
    className: 'toggle',
    text: '접기',
    attrs: { type: 'button', 'aria-expanded': 'true' },
  });
  const body = el('div', { className: 'body' }, [
    el('div', { className: 'row' }, [selectAll, clear]),
    collect,
    status,
    el('div', {
      className: 'hint',
      text: '선택한 상품을 백그라운드 탭에서 하나씩 천천히 열어 전송합니다. 보안 인증이 나오면 멈추고 알려드립니다.',
    }),
  ]);
  const panel = el('section', { className: 'panel', attrs: { 'aria-label': '셀러데스크 목록 수집' } }, [
    el('header', {}, [mark, el('span', { text: '셀러데스크 목록 수집' }), count, toggle]),
    body,
  ]);
  layer.append(toasts, panel);
  // Folded, only the header stays, so the panel never hides the cards the seller wants to tick.
  toggle.addEventListener('click', () => {
    const open = body.hidden;
    body.hidden = !open;
    toggle.textContent = open ? '접기' : '펼치기';
    toggle.setAttribute('aria-expanded', String(open));
  });

  const refresh = () => {
    for (const [key, card] of cards) {
      card.button.setAttribute('aria-checked', String(ticked.has(key)));
    }
    count.textContent = `상품 ${cards.size}개`;
    collect.textContent = `선택 상품 수집 (${ticked.size}개)`;
    collect.disabled = ticked.size === 0;
  };

  const scan = () => {
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const found = linkKey(anchor);
      if (!found || cards.has(found.key)) {
        continue;
      }
      const element = cardOf(anchor, found.key);
      if (element.querySelector(`[${PICK_ATTR}]`)) {
        continue;
      }
      if (getComputedStyle(element).position === 'static') {
        element.style.position = 'relative';
      }
      const host = document.createElement('div');
      host.setAttribute(PICK_ATTR, found.key);
      const root = host.attachShadow({ mode: 'open' });
      const style = document.createElement('style');
      style.textContent = PICK_STYLES;
      const title = titleOf(element);
      const button = el(
        'button',
        {
          attrs: {
            type: 'button',
            role: 'checkbox',
            'aria-checked': 'false',
            'aria-label': `수집 선택: ${title}`,
          },
        },
        [el('span', { className: 'box', text: '✓' }), el('span', { text: '수집' })],
      );
      // The card is often a link itself: the tick must neither open the item nor reach the page's handlers.
      button.addEventListener('click', (event) => {
        event.preventDefault();
        event.stopPropagation();
        if (ticked.has(found.key)) {
          ticked.delete(found.key);
        } else {
          ticked.add(found.key);
        }
        refresh();
      });
      root.append(style, button);
      element.prepend(host);
      cards.set(found.key, { key: found.key, item: { ...found.item, title }, element, button });
    }
    refresh();
  };

  selectAll.addEventListener('click', () => {
    cards.forEach((_, key) => ticked.add(key));
    refresh();
  });
  clear.addEventListener('click', () => {
    ticked.clear();
    refresh();
  });
  collect.addEventListener('click', () => {
    const items = [...cards.values()].filter((card) => ticked.has(card.key)).map((card) => card.item);
    collect.disabled = true;
    void ask({ type: 'start-run', pageUrl: location.href, items }).then((reply) => {
      if (!reply.ok) {
        showToast(toasts, 'error', '목록 수집을 시작하지 못했습니다', reply.message);
      } else {
        ticked.clear();
      }
      refresh();
    });
  });

  const showRun = (run: ListRun | null) => {
    status.replaceChildren();
    if (!run) {
      return;
    }
    const { total, processed, sent } = summarize(run);
    const tone =
      run.status === 'blocked' || run.status === 'stopped' ? 'warn' : run.status === 'done' ? 'done' : '';
    const bar = el('div', { className: 'progress' }, [
      el('div', {
        attrs: {
          style: `width:${total ? Math.round(((run.status === 'done' ? total : processed) / total) * 100) : 0}%`,
        },
      }),
    ]);
    const box = el(
      'div',
      { className: `status ${tone}`, attrs: { role: 'status', 'data-run-status': run.status } },
      [el('div', { text: statusText(run) }), bar],
    );
    if (run.status === 'blocked' || run.status === 'stopped' || run.status === 'running') {
      const actions = el('div', { className: 'actions' });
      if (run.status !== 'running') {
        const resume = el('button', { className: 'resume', text: '이어서 수집', attrs: { type: 'button' } });
        resume.addEventListener('click', () => void ask({ type: 'resume-run' }));
        actions.append(resume);
      }
      const cancel = el('button', { className: 'cancel', text: '취소', attrs: { type: 'button' } });
      cancel.addEventListener('click', () => void ask({ type: 'cancel-run' }));
      actions.append(cancel);
      box.append(actions);
    }
    status.append(box);
    box.dataset.sent = String(sent);
  };

  scan();
  void readState().then((state) => showRun(state.run));
  onStateChange(['run'], (state) => showRun(state.run));
  let pending: number | undefined;
  new MutationObserver(() => {
    clearTimeout(pending);
    pending = window.setTimeout(scan, 300);
  }).observe(document.body, { childList: true, subtree: true });
}
