// Source sessions: what a seller gives to reach a source site as themselves (the Taobao cookie).
export { readSourceCookie } from './source-session.service';
export { sourceSessionsRoutes } from './source-sessions.routes';
