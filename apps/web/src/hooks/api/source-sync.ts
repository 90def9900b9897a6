import { endpoints, type EndpointBody } from '@sellerdesk/domain/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/http';
import { pollWhileActive } from '../../lib/work-progress';

const { Market } = endpoints;

export const sourceSyncKeys = {
  all: ['sourceSync'] as const,
  setting: ['sourceSync', 'setting'] as const,
  works: (page: number) => ['sourceSync', 'works', page] as const,
  work: (workNumber: number, filter: string, page: number) =>
    ['sourceSync', 'work', workNumber, filter, page] as const,
};

/** GET /Market/GetSourceSyncSetting: schedule, mode, last and next run. */
export function useSourceSyncSetting() {
  return useQuery({
    queryKey: sourceSyncKeys.setting,
    queryFn: ({ signal }) => call(Market.GetSourceSyncSetting, {}, { signal }),
  });
}

/** POST /Market/SetSourceSyncSetting. */
export function useSaveSourceSyncSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof Market.SetSourceSyncSetting>) =>
      call(Market.SetSourceSyncSetting, { body }),
    onSuccess: (saved) => queryClient.setQueryData(sourceSyncKeys.setting, saved),
  });
}

/** POST /Market/StartSourceSync: every listed product (or the given ones), now. */
export function useStartSourceSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof Market.StartSourceSync>) => call(Market.StartSourceSync, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourceSyncKeys.all }),
  });
}

/** GET /Market/GetSourceSyncWorkList, asked again every 2 s while a sync is under way. */
export function useSourceSyncWorks(page: number) {
  return useQuery({
    queryKey: sourceSyncKeys.works(page),
    queryFn: ({ signal }) =>
      call(Market.GetSourceSyncWorkList, { query: { page, maxRow: 10 } }, { signal, background: true }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollWhileActive(query.state.data?.items),
  });
}

/** GET /Market/GetSourceSyncWork: one sync's progress and a page of its report, polled while it runs. */
export function useSourceSyncWork(workNumber: number | null, filter: 'changes' | 'all', page: number) {
  return useQuery({
    queryKey: sourceSyncKeys.work(workNumber ?? 0, filter, page),
    queryFn: ({ signal }) =>
      call(
        Market.GetSourceSyncWork,
        { query: { workNumber: workNumber ?? 0, filter, page, maxRow: 20 } },
        { signal, background: true },
      ),
    enabled: workNumber != null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const work = query.state.data;
      return work ? pollWhileActive([work]) : false;
    },
  });
}
