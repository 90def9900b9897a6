import { useTranslation } from 'react-i18next';
import { WorkResult, type WorkOutcome } from '../../../components/works/work-result';
import type { CollectOutcome } from '../../../hooks/api/collect';

/** What the last submit did, per work list: the work it created and the lines the server left out, or why it refused. */
export function CollectResult({
  outcomes,
  onDismiss,
}: {
  outcomes: readonly CollectOutcome[];
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const works = outcomes.map((outcome): WorkOutcome => {
    const label = t(`common.workSites.${outcome.site}`);
    return outcome.ok
      ? {
          key: outcome.site,
          label,
          ok: true,
          workNumber: outcome.answer.workNumber,
          total: outcome.answer.total,
          rejected: outcome.answer.rejected,
        }
      : { key: outcome.site, label, ok: false, error: outcome.error };
  });
  return (
    <WorkResult outcomes={works} textsKey="collect.result" testId="collect-result" onDismiss={onDismiss} />
  );
}
