// The seller's catalogue of collected products.
export {
  countProducts,
  existingProductKeys,
  findProductByKey,
  liveProductIds,
  lockProductById,
  ownedProductIds,
  productDetailsByIds,
  productTitles,
  productTotals,
  updateProductTags,
  upsertProduct,
  writeProduct,
} from './products.repository';
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
export { cleanDetailHtml } from './update-product';
export { productForDetail, writeDetailHtml } from './detail-html.repository';
