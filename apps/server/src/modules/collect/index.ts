// Collection: works of product links, searches and extension captures, and the collect kind of the works
// pipeline that turns each item into a catalogue product.
export { collectKind, collectQueue, processCollectItem } from './collect.kind';
export { collectRoutes } from './collect.routes';
export { createSearchableWork } from './works.service';
export { listedWonPrice, refreshFromSource, WHOLE_PRODUCT, type SourceRefresh } from './source-refresh';
