// The seller's catalogue of collected products.
export {
  countProducts,
  existingProductKeys,
  findProductByKey,
  lockProductTexts,
  lockProductsForBulk,
  productDetails,
  productTitles,
  selectionPositions,
  writeBulkProducts,
  writeProductTexts,
  type ProductTexts,
  type SelectionFilter,
  productTotals,
  updateProductTags,
  upsertProduct,
} from './products.repository';
export { productsRoutes } from './products.routes';
export { summaryColumns } from './summary-columns';
export { cleanDetailHtml } from './update-product';
