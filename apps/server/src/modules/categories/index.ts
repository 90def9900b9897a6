// Categories: each market's category tree cached in the database, the seller's SmartStore categories
// (spec §3 user category) and their confirmed mappings to the other markets. The upload pipeline asks
// `mappedCategory` which category of a market a SmartStore category goes to.
export { mappedCategory, userCategoryRow } from './categories.service';
export { categoriesRoutes } from './categories.routes';
export { prewarmCategories, stopCategoryRefreshes } from './category-refresh';
