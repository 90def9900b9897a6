import { SITE_REGISTRY } from '@sellerdesk/sources/rules';
import { ask } from '../shared/messages';
import type { CollectReply } from '../shared/messages';
import type { SourceSite } from '../shared/sites';
import { BRAND_ICON, createLayer, el, showToast } from './ui';

export const LAYER_ID = 'sellerdesk-extension-layer';

/** The floating "셀러데스크로 수집" button of a product page, with the result as a toast. */
export function mountItemButton(site: SourceSite): void {
  const { layer } = createLayer(LAYER_ID);
  const toasts = el('div', { className: 'toasts' });
  const mark = el('span', { className: 'mark' });
  mark.innerHTML = BRAND_ICON;
  const label = el('span', { text: '셀러데스크로 수집' });
  const button = el('button', { className: 'collect-button', attrs: { type: 'button' } }, [mark, label]);
  layer.append(toasts, button);

  button.addEventListener('click', () => {
    button.disabled = true;
    label.textContent = '보내는 중…';
    mark.innerHTML = '<span class="spinner"></span>';
    void ask<CollectReply & { ok: true }>({ type: 'collect-tab', site })
      .then((reply) => {
        if (!reply.ok) {
          showToast(toasts, 'error', '수집하지 못했습니다', reply.message);
          return;
        }
        const { workNumber, rejected } = reply.result;
        if (rejected.length > 0) {
          showToast(toasts, 'error', '수집하지 못했습니다', rejected.map((r) => r.reason).join(' '));
          return;
        }
        showToast(
          toasts,
          'success',
          '셀러데스크로 보냈습니다',
          // Korean pages (Costco) have nothing to translate.
          `작업번호 #${workNumber} · ${SITE_REGISTRY[site].language === 'ko' ? '' : '번역과 '}이미지 저장이 끝나면 상품 목록에 나타납니다. 결과는 수집 기록에서 확인하세요.`,
        );
      })
      .finally(() => {
        button.disabled = false;
        label.textContent = '셀러데스크로 수집';
        mark.innerHTML = BRAND_ICON;
      });
  });
}
