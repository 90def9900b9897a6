// The seller's catalogue of collected products.
export {
  countProducts,
  existingProductKeys,
  findProductByKey,
  liveProductIds,
  ownedProductIds,
  productDetailsByIds,
  productTitles,
  productTotals,
  updateProductTags,
  upsertProduct,
} from './products.repository';
export {
  lockProductTexts,
  lockProductsForBulk,
  productDetails,
  selectionPositions,
  writeBulkProducts,
  writeProductTexts,
  type ProductTexts,
  type SelectionFilter,
} from './bulk-products.repository';
export { productsRoutes } from './products.routes';
export { summaryColumns } from './summary-columns';
export { cleanDetailHtml } from './update-product';
export { productForDetail, writeDetailHtml } from './detail-html.repository';
