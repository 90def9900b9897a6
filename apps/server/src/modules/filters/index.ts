// Collect filters: the words a seller removes from or replaces in collected titles.
export { filtersRoutes } from './filters.routes';
export { MAX_FILTER_WORDS, loadFilterWords } from './filters.service';
