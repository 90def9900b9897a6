/**
 * The courier codes Naver's and Coupang's product APIs both take for a listing's delivery company (the
 * same code set; 11st numbers its couriers differently). A code outside it is refused as the real APIs do.
 */
export const COURIER_CODES = new Set([
  'CJGLS',
  'HANJIN',
  'HYUNDAI',
  'KGB',
  'EPOST',
  'KDEXP',
  'DAESIN',
  'CVSNET',
]);
