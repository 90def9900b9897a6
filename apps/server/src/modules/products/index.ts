// The seller's catalogue of collected products.
export {
  countProducts,
  existingProductKeys,
  liveProductIds,
  ownedProductIds,
  productTitles,
  productTotals,
  updateProductTags,
} from './products.repository';
export {
  findProductByKey,
  lockProductById,
  lockProductModel,
  productDetailsByIds,
  productModelsByIds,
  storedDetail,
  withDetailHtml,
  upsertProduct,
  writeProduct,
  writeProductModel,
  type NewProduct,
  type ProductRow,
} from './product-rows.repository';
export {
  lockProductPrices,
  lockProductTexts,
  productDetails,
  selectionPositions,
  writeProductPrices,
  writeProductTexts,
  type ProductTexts,
  type SelectionFilter,
} from './bulk-products.repository';
export { productsRoutes } from './products.routes';
export { priceRangeOf, summaryColumns } from './summary-columns';
export { cleanDetailHtmlOffLoop } from './detail-html-pool';
export { cleanDetailHtml } from './update-product';
export { productForDetail, writeDetailHtml } from './detail-html.repository';
