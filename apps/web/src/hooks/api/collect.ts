import {
  endpoints,
  type EndpointBody,
  type EndpointQuery,
  type EndpointResponse,
} from '@sellerdesk/domain/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/http';
import { pollWhileActive, WORK_POLL_MS } from '../../lib/work-progress';

const { Log, Product, UserConfig } = endpoints;

/** Whether the seller's source-site session (login cookie) is stored; never the cookie itself. */
export type SourceSession = EndpointResponse<typeof UserConfig.GetSourceSession>;
export type WorkSite = EndpointResponse<typeof Product.CostcoProductWorkList>['site'];
export type WorkListParams = { page: number; maxRow: number; site?: WorkSite };

export const collectKeys = {
  all: ['collect'] as const,
  works: () => [...collectKeys.all, 'works'] as const,
  workList: (params: WorkListParams) => [...collectKeys.works(), params] as const,
  work: (workNumber: number) => [...collectKeys.all, 'work', workNumber] as const,
  summary: () => [...collectKeys.all, 'summary'] as const,
  worker: () => [...collectKeys.all, 'worker'] as const,
  sourceSession: (site: SourceSession['site']) => [...collectKeys.all, 'sourceSession', site] as const,
};

/** How often the worker's heartbeat is checked. */
const WORKER_CHECK_MS = 30_000;

/** GET /Log/GetCollectLogAll, asked again every 2 s while one of the listed works is queued or running. */
export function useCollectWorks(params: WorkListParams) {
  return useQuery({
    queryKey: collectKeys.workList(params),
    queryFn: ({ signal }) => call(Log.GetCollectLogAll, { query: params }, { signal, background: true }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollWhileActive(query.state.data?.items),
  });
}

/** GET /Log/GetDetailLog: one work's items, asked again every 2 s while the work is under way. */
export function useWorkDetail(workNumber: number | null) {
  return useQuery({
    queryKey: collectKeys.work(workNumber ?? 0),
    queryFn: ({ signal }) =>
      call(
        Log.GetDetailLog,
        { query: { type: 'collect', workNumber: workNumber ?? 0 } },
        { signal, background: true },
      ),
    enabled: workNumber != null,
    staleTime: 0,
    refetchInterval: (query) => {
      const work = query.state.data?.work;
      return work ? pollWhileActive([work]) : false;
    },
  });
}

/** GET /Log/GetUserCollectSummary; refreshed with the works while they run. */
export function useCollectSummary(polling: boolean) {
  return useQuery({
    queryKey: collectKeys.summary(),
    queryFn: ({ signal }) => call(Log.GetUserCollectSummary, {}, { signal, background: true }),
    refetchInterval: polling ? WORK_POLL_MS : false,
  });
}

/** GET /Log/CheckExistBot: whether a collection worker has sent a heartbeat lately. */
export function useWorkerStatus() {
  return useQuery({
    queryKey: collectKeys.worker(),
    queryFn: ({ signal }) => call(Log.CheckExistBot, {}, { signal, background: true }),
    staleTime: 0,
    refetchInterval: WORKER_CHECK_MS,
  });
}

/** One work list request: Costco takes links and a search link, Taobao and 1688 links only. */
export type WorkListRequest =
  | { site: 'costco'; body: EndpointBody<typeof Product.CostcoProductWorkList> }
  | { site: 'taobao' | '1688'; body: EndpointBody<typeof Product.TaobaoProductWorkList> };

export type WorkListAnswer = EndpointResponse<typeof Product.CostcoProductWorkList>;

export type CollectOutcome =
  { site: WorkSite; ok: true; answer: WorkListAnswer } | { site: WorkSite; ok: false; error: unknown };

/** Each site's work list; Tmall links go to the Taobao one. */
function submitWorkList(request: WorkListRequest): Promise<WorkListAnswer> {
  switch (request.site) {
    case 'costco':
      return call(Product.CostcoProductWorkList, { body: request.body });
    case 'taobao':
      return call(Product.TaobaoProductWorkList, { body: request.body });
    case '1688':
      return call(Product['1688ProductWorkList'], { body: request.body });
  }
}

/**
 * Sends one request per work list at once and reports each outcome: a refusal of one site (a limit, a
 * search that failed) does not hide the works the others created.
 */
export function useSubmitCollect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requests: readonly WorkListRequest[]): Promise<CollectOutcome[]> => {
      const settled = await Promise.allSettled(requests.map(submitWorkList));
      return settled.map((result, index) => {
        const site = requests[index]!.site;
        return result.status === 'fulfilled'
          ? { site, ok: true, answer: result.value }
          : { site, ok: false, error: result.reason as unknown };
      });
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: collectKeys.works() }),
        queryClient.invalidateQueries({ queryKey: collectKeys.summary() }),
      ]);
    },
  });
}

/** POST /Product/RetryCollectItems: every failed item of the work, or the chosen ones. */
export function useRetryCollectItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof Product.RetryCollectItems>) =>
      call(Product.RetryCollectItems, { body }),
    onSuccess: async (_answer, body) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: collectKeys.work(body.workNumber) }),
        queryClient.invalidateQueries({ queryKey: collectKeys.works() }),
        queryClient.invalidateQueries({ queryKey: collectKeys.summary() }),
      ]);
    },
  });
}

/** GET /UserConfig/GetSourceSession: whether the seller's Taobao cookie is stored (never the cookie itself). */
export function useSourceSession(site: EndpointQuery<typeof UserConfig.GetSourceSession>['site'] = 'taobao') {
  return useQuery({
    queryKey: collectKeys.sourceSession(site),
    queryFn: ({ signal }) => call(UserConfig.GetSourceSession, { query: { site } }, { signal }),
  });
}

/** POST /UserConfig/SetSourceSession: an empty cookie removes it. */
export function useSetSourceSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof UserConfig.SetSourceSession>) =>
      call(UserConfig.SetSourceSession, { body }),
    onSuccess: (status) => queryClient.setQueryData(collectKeys.sourceSession(status.site), status),
  });
}
